/// One token of Swift source, as the mock generator reads declarations.
struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
    /// A name or keyword, backticks kept: `func`, `output`, `` `default` ``.
    case word
    /// Punctuation or an operator: `(`, `->`, `...`, `?`.
    case symbol
    /// A string or number literal, whole.
    case literal
  }

  let kind: Kind
  /// The token's text.
  let text: String
  /// Its bytes in the source.
  let range: Range<Int>
  /// The line it starts on, from 1.
  let line: Int
  /// The `///` comment lines just before it, without their slashes' leading space.
  let documentation: [String]

  /// Whether the token is this word.
  func isWord(_ word: String) -> Bool {
    kind == .word && text == word
  }

  /// Whether the token is this symbol.
  func isSymbol(_ symbol: String) -> Bool {
    kind == .symbol && text == symbol
  }
}
