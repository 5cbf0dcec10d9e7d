import Foundation

/// Finds brackets, labels and list elements in Swift source, skipping strings and comments.
///
/// The generator edits `Package.swift` and a runner's `main.swift` as text, the way a person would,
/// so that the files keep their comments and layout; this is the little it needs to know of Swift.
struct SwiftSourceScanner {
  /// The source, as UTF-8 bytes; every structural character is ASCII.
  let bytes: [UInt8]

  /// Creates a scanner.
  ///
  /// - Parameter text: The source.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The source between two offsets.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The offsets of the code outside strings and comments, with their nesting depth in brackets.
  ///
  /// - Parameter range: The part of the source to walk.
  /// - Returns: Each code byte's offset and the number of brackets open before it.
  func codeOffsets(in range: Range<Int>) -> [(offset: Int, depth: Int)] {
    var result: [(offset: Int, depth: Int)] = []
    var depth = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < range.upperBound, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < range.upperBound,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
        continue
      }
      if byte == UInt8(ascii: "\"") {
        result.append((index, depth))
        index += 1
        while index < range.upperBound, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        result.append((index, depth))
        index += 1
        continue
      }
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
      result.append((index, depth))
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
      index += 1
    }
    return result
  }

  /// Returns the offset of the bracket that closes the one at an offset.
  ///
  /// - Parameter opening: The offset of a `(` or `[`.
  /// - Returns: The offset of its `)` or `]`, if the source closes it.
  func closing(_ opening: Int) -> Int? {
    let code = codeOffsets(in: opening..<bytes.count)
    return code.dropFirst().first { $0.depth == 0 && isClosing(bytes[$0.offset]) }?.offset
  }

  /// Returns the offset just after a label such as `targets:` at the top level of a bracket.
  ///
  /// - Parameters:
  ///   - label: The label, without the colon.
  ///   - opening: The offset of the `(` or `[` whose direct arguments are searched.
  /// - Returns: The offset after the colon, if the label is there.
  func label(_ label: String, inside opening: Int) -> Int? {
    guard let closing = closing(opening) else { return nil }
    let word = Array(label.utf8)
    for (offset, depth) in codeOffsets(in: opening + 1..<closing) where depth == 0 {
      guard offset + word.count < closing, Array(bytes[offset..<offset + word.count]) == word,
        offset == 0 || !isIdentifier(bytes[offset - 1])
      else { continue }
      var after = offset + word.count
      while bytes[after] == UInt8(ascii: " ") { after += 1 }
      if bytes[after] == UInt8(ascii: ":") { return after + 1 }
    }
    return nil
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
    guard let closing = closing(opening) else { return [] }
    var starts = [opening + 1]
    for (offset, depth) in codeOffsets(in: opening + 1..<closing)
    where depth == 0 && bytes[offset] == UInt8(ascii: ",") {
      starts.append(offset + 1)
    }
    let ends = starts.dropFirst().map { $0 - 1 } + [closing]
    return zip(starts, ends).map { self[$0..<$1].trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// The offsets where a word appears in code, such as `.target(`.
  ///
  /// - Parameter word: The text to find.
  /// - Returns: The offsets of its first byte.
  func occurrences(of word: String) -> [Int] {
    let needle = Array(word.utf8)
    return codeOffsets(in: 0..<bytes.count).map(\.offset).filter { offset in
      offset + needle.count <= bytes.count && Array(bytes[offset..<offset + needle.count]) == needle
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

  private func isClosing(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte < 128 && Character(Unicode.Scalar(byte)).isLetter)
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
