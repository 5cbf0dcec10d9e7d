import Foundation
import ViperMocks

/// A Swift file to edit as text: its brackets, labels and list elements, found through
/// `SwiftLexer`'s tokens so that strings and comments never count.
///
/// The generator edits `Package.swift` and a runner's `main.swift` as text, the way a person would,
/// so that the files keep their comments and layout; this is the little it needs to know of Swift.
/// Offsets are UTF-8 bytes of the source.
struct SwiftSourceText {
  /// The source, as UTF-8 bytes; every structural character is ASCII.
  let bytes: [UInt8]
  /// Its tokens, comments left out.
  private let tokens: [SwiftToken]

  /// Reads a source.
  ///
  /// - Parameter text: The source.
  init(_ text: String) {
    bytes = Array(text.utf8)
    tokens = SwiftLexer.tokens(of: bytes, keepingComments: false)
  }

  /// The source between two offsets.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Returns the offset of the bracket that closes the one at an offset.
  ///
  /// - Parameter opening: The offset of a `(` or `[`.
  /// - Returns: The offset of its `)` or `]`, if the source closes it.
  func closing(_ opening: Int) -> Int? {
    closingToken(opening).map { tokens[$0].range.lowerBound }
  }

  /// Returns the offset just after a label such as `targets:` at the top level of a bracket.
  ///
  /// - Parameters:
  ///   - label: The label, without the colon.
  ///   - opening: The offset of the `(` or `[` whose direct arguments are searched.
  /// - Returns: The offset after the colon, if the label is there.
  func label(_ label: String, inside opening: Int) -> Int? {
    guard let open = token(at: opening), let close = closingToken(opening) else { return nil }
    return topLevel(open + 1..<close).first { index in
      tokens[index].isWord(label) && index + 1 < close && tokens[index + 1].isSymbol(":")
    }
    .map { tokens[$0 + 1].range.upperBound }
  }

  /// Returns the first code offset of a character at or after an offset, skipping spaces.
  ///
  /// - Parameters:
  ///   - character: The character wanted, such as `[`.
  ///   - offset: Where to start.
  /// - Returns: Its offset, if only whitespace comes before it.
  func next(_ character: Character, after offset: Int) -> Int? {
    var index = offset
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
    {
      index += 1
    }
    return index < bytes.count && bytes[index] == character.asciiValue ? index : nil
  }

  /// Splits the inside of a bracket at its top-level commas.
  ///
  /// - Parameter opening: The offset of a `(` or `[`.
  /// - Returns: Each element's text, trimmed, without empty trailing elements.
  func elements(inside opening: Int) -> [String] {
    guard let open = token(at: opening), let close = closingToken(opening) else { return [] }
    let commas = topLevel(open + 1..<close).filter { tokens[$0].isSymbol(",") }
    let starts = [opening + 1] + commas.map { tokens[$0].range.upperBound }
    let ends = commas.map { tokens[$0].range.lowerBound } + [tokens[close].range.lowerBound]
    return zip(starts, ends).map { self[$0..<$1].trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// The offsets where code that starts a token reads a text, such as `.target(`.
  ///
  /// - Parameter word: The text to find.
  /// - Returns: The offsets of its first byte.
  func occurrences(of word: String) -> [Int] {
    let needle = Array(word.utf8)
    return tokens.map(\.range.lowerBound).filter { offset in
      bytes[offset...].starts(with: needle)
    }
  }

  /// The spaces that start the line holding an offset.
  ///
  /// - Parameter offset: An offset in the line.
  /// - Returns: The line's indentation.
  func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    return self[start..<end]
  }

  /// The index of the token that starts at an offset.
  private func token(at offset: Int) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low].range.lowerBound == offset ? low : nil
  }

  /// The index of the token that closes the bracket at an offset.
  private func closingToken(_ opening: Int) -> Int? {
    guard let open = token(at: opening), isOpening(tokens[open]) else { return nil }
    var depth = 0
    for index in open..<tokens.count {
      if isOpening(tokens[index]) { depth += 1 }
      if isClosing(tokens[index]) { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }

  /// The token indexes in a range that no bracket inside the range encloses.
  private func topLevel(_ range: Range<Int>) -> [Int] {
    var depth = 0
    var result: [Int] = []
    for index in range {
      if isClosing(tokens[index]) { depth -= 1 }
      if depth == 0, !isOpening(tokens[index]) { result.append(index) }
      if isOpening(tokens[index]) { depth += 1 }
    }
    return result
  }

  private func isOpening(_ token: SwiftToken) -> Bool {
    token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{")
  }

  private func isClosing(_ token: SwiftToken) -> Bool {
    token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}")
  }
}
