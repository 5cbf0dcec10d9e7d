/// Reads just enough of a Swift source file to find a call's arguments: string literals (with
/// their escapes, raw delimiters and interpolations), comments and nested brackets.
struct SwiftTokenReader {
  /// A string literal in the source.
  struct StringLiteral {
    /// Its bytes, delimiters and `#`s included.
    let range: Range<Int>
    let hashes: Int
    let isMultiline: Bool
    let hasInterpolation: Bool
  }

  /// One argument of a call: the string literals in it, and whether anything else is.
  struct Argument {
    var literals: [StringLiteral] = []
    var hasOtherCode = false

    /// The argument's literal, when the argument is that literal alone.
    var onlyStringLiteral: StringLiteral? {
      literals.count == 1 && !hasOtherCode ? literals[0] : nil
    }
  }

  private let bytes: [UInt8]
  /// The offset each line starts at, lines from 1 at index 0.
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// The offset a line starts at, if the source has that line.
  func offset(ofLine line: Int) -> Int? {
    (1...lineStarts.count).contains(line) ? lineStarts[line - 1] : nil
  }

  /// The line, from 1, that holds an offset.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The offset of the `(` that opens a call to `function` on the line, preferring the call at
  /// the column (a UTF-8 column, as `#column` counts).
  func openingParenthesis(of function: String, onLineAt start: Int, column: Int) -> Int? {
    let name = Array(function.utf8)
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    var found: [Int] = []
    var index = start
    while index + name.count <= end {
      defer { index += 1 }
      guard bytes[index..<index + name.count].elementsEqual(name),
        index == start || !isIdentifier(bytes[index - 1])
      else { continue }
      var after = index + name.count
      while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
      guard after < bytes.count, bytes[after] == UInt8(ascii: "(") else { continue }
      if index == start + column - 1 { return after }
      found.append(after)
    }
    return found.first
  }

  /// Reads the arguments of the call whose `(` is at the offset.
  func arguments(from open: Int) throws(InlineRecordingError) -> [Argument] {
    var arguments = [Argument()]
    var depth = 0
    var index = open + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index = try blockCommentEnd(from: index)
        continue
      }
      if let literal = try stringLiteral(at: index) {
        if depth == 0 {
          arguments[arguments.count - 1].literals.append(literal)
        } else {
          arguments[arguments.count - 1].hasOtherCode = true
        }
        index = literal.range.upperBound
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        arguments[arguments.count - 1].hasOtherCode = true
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return arguments }
        depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        arguments.append(Argument())
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        break
      default:
        arguments[arguments.count - 1].hasOtherCode = true
      }
      index += 1
    }
    throw InlineRecordingError("The call's parentheses do not close.")
  }

  private func blockCommentEnd(from start: Int) throws(InlineRecordingError) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw InlineRecordingError("A block comment in the call does not close.")
  }

  /// Reads the string literal that starts at the offset, if one does.
  private func stringLiteral(at start: Int) throws(InlineRecordingError) -> StringLiteral? {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    let hashes = index - start
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let isMultiline = matches("\"\"\"", at: index)
    index += isMultiline ? 3 : 1
    let closing =
      Array((isMultiline ? "\"\"\"" : "\"").utf8)
      + Array(repeating: UInt8(ascii: "#"), count: hashes)
    var hasInterpolation = false
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
        let escaped = index + 1 + hashes
        if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") { hasInterpolation = true }
        index = escaped + 1
        continue
      }
      if !isMultiline, bytes[index] == UInt8(ascii: "\n") { break }
      if bytes[index...].starts(with: closing) {
        return StringLiteral(
          range: start..<index + closing.count,
          hashes: hashes,
          isMultiline: isMultiline,
          hasInterpolation: hasInterpolation
        )
      }
      index += 1
    }
    throw InlineRecordingError("A string literal in the call does not close.")
  }

  private func hashesFollow(_ index: Int, count: Int) -> Bool {
    index + count <= bytes.count
      && bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func matches(_ text: String, at index: Int) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
  }
}
