/// A token of Swift source as ``SwiftLexer`` reads it: a word, a symbol, a literal or a comment,
/// with where it stands in the source.
package struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  package enum Kind: Equatable, Sendable {
    /// A name or keyword, backticks kept: `func`, `output`, `` `default` ``.
    case word
    /// Punctuation or an operator: `(`, `->`, `...`, `?`.
    case symbol
    /// A number literal, whole: `42`, `1.5`, `0x1F`, `1_000`.
    case number
    /// A string literal, whole, its delimiters and interpolations included.
    case string(StringLiteral)
    /// A comment, `//` to the end of its line or `/* … */` with what it nests; only when asked.
    case comment
  }

  /// The shape of a string literal's delimiters and contents.
  package struct StringLiteral: Equatable, Sendable {
    /// The `#`s of a raw string's delimiters, 0 for a plain string.
    package let hashes: Int
    /// Whether it is a `"""` literal.
    package let isMultiline: Bool
    /// Whether it interpolates a value (`\(…)`).
    package let hasInterpolation: Bool
  }

  /// What the token is.
  package let kind: Kind
  /// The token's text.
  package let text: String
  /// Its UTF-8 bytes in the source.
  package let range: Range<Int>
  /// The line it starts on, from 1.
  package let line: Int
  /// The `///` comment lines just before it, without the space after their slashes.
  package let documentation: [String]
  /// Whether the source ends the token as Swift requires: false for a string literal or a block
  /// comment that the source leaves open.
  package let isClosed: Bool

  /// Whether the token is this word.
  package func isWord(_ word: String) -> Bool {
    kind == .word && text == word
  }

  /// Whether the token is this symbol.
  package func isSymbol(_ symbol: String) -> Bool {
    kind == .symbol && text == symbol
  }

  /// The literal's shape, when the token is a string literal.
  package var stringLiteral: StringLiteral? {
    if case .string(let literal) = kind { literal } else { nil }
  }
}
