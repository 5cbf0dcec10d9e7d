/// Finds the expected-transcript literal of an `expectTranscript(journal, """…""")` call in a
/// Swift source file and writes a new transcript in its place, leaving every other byte as it was.
///
/// Point-Free's inline snapshots do this with swift-syntax; this reads just enough Swift to do it
/// without a dependency: string literals (multi-line and raw ones too), comments and brackets.
/// It refuses what it cannot rewrite safely, a literal with interpolation, an expression or a
/// variable, with a message instead.
package struct InlineTranscriptLiteral: Sendable {
  /// The byte range of the literal in the source.
  package let range: Range<Int>
  /// The line the literal starts on, from 1.
  package let firstLine: Int
  /// How many lines the literal spans.
  package let lineCount: Int
  private let source: [UInt8]
  /// The number of `#` around a raw literal.
  private let hashes: Int
  private let isMultiline: Bool

  /// Finds the second argument of the call to `function` at a line and column.
  ///
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - line: The call's line, from 1.
  ///   - column: The call's column, from 1, as `#column` gives it.
  ///   - function: The function's name.
  /// - Throws: `InlineRecordingError` when the call is not there, or its expectation is not a
  ///   single string literal without interpolation.
  package init(
    in source: String,
    line: Int,
    column: Int,
    function: String = "expectTranscript"
  ) throws(InlineRecordingError) {
    let bytes = Array(source.utf8)
    self.source = bytes
    let reader = SwiftCallReader(bytes)
    guard let lineStart = reader.offset(ofLine: line) else {
      throw InlineRecordingError("The file has no line \(line).")
    }
    guard let open = reader.openingParenthesis(of: function, onLineAt: lineStart, column: column)
    else {
      throw InlineRecordingError(
        "Found no call to \(function)( at line \(line), column \(column): the file changed since "
          + "it was built."
      )
    }
    let arguments = try reader.arguments(from: open)
    guard arguments.count >= 2 else {
      throw InlineRecordingError("The call at line \(line) has no expected transcript argument.")
    }
    let argument = arguments[1]
    guard let token = argument.onlyStringLiteral, let literal = token.stringLiteral else {
      throw InlineRecordingError(
        "The expected transcript at line \(line) is not a single string literal (a variable, a "
          + "call or a concatenation), so it cannot be rewritten. To fix, write the transcript "
          + "as one \"\"\"…\"\"\" literal in the call, or copy the + lines of the diff by hand."
      )
    }
    guard !literal.hasInterpolation else {
      throw InlineRecordingError(
        "The expected transcript at line \(line) interpolates values, so it cannot be rewritten "
          + "without losing them. To fix, update it by hand from the + lines of the diff."
      )
    }
    range = token.range
    hashes = literal.hashes
    isMultiline = literal.isMultiline
    firstLine = reader.line(at: token.range.lowerBound)
    lineCount = reader.line(at: token.range.upperBound - 1) - firstLine + 1
  }

  /// Returns the source with the literal replaced by one that holds the transcript.
  ///
  /// The new literal keeps the old one's indentation (its closing delimiter's, for a multi-line
  /// one) and uses a raw literal when the transcript holds backslashes, so the text reads as the
  /// transcript does.
  ///
  /// - Parameter transcript: The transcript, entries separated by newlines.
  /// - Returns: The new source, the number of lines it gained (negative if it lost some), and
  ///   the new literal.
  /// - Throws: `InlineRecordingError` when the transcript holds a character a literal cannot show
  ///   as is (a carriage return or another control character).
  package func replacing(
    with transcript: String
  ) throws(InlineRecordingError) -> (
    source: String, addedLines: Int, literal: String
  ) {
    if let control = transcript.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
    }) {
      throw InlineRecordingError(
        "The transcript holds the control character U+\(String(control.value, radix: 16, uppercase: true)), "
          + "which a source literal cannot show as is. To fix, record it by hand with an escape."
      )
    }
    let literal = newLiteral(for: transcript)
    var bytes = Array(source[..<range.lowerBound])
    bytes += Array(literal.utf8)
    bytes += Array(source[range.upperBound...])
    let added =
      literal.utf8.count(where: { $0 == UInt8(ascii: "\n") })
      - source[range].count(where: { $0 == UInt8(ascii: "\n") })
    return (String(decoding: bytes, as: UTF8.self), added, literal)
  }

  /// The literal as the source holds it now.
  package var text: String {
    String(decoding: source[range], as: UTF8.self)
  }

  private func newLiteral(for transcript: String) -> String {
    guard !transcript.isEmpty else { return "\"\"" }
    var hashes = self.hashes
    if transcript.contains("\\") || transcript.contains("\"\"\"") { hashes = max(hashes, 1) }
    while transcript.contains("\"\"\"" + String(repeating: "#", count: hashes))
      || transcript.contains("\\" + String(repeating: "#", count: hashes)) && hashes > 0
    {
      hashes += 1
    }
    let fence = String(repeating: "#", count: hashes)
    let indent = indentation
    // The file's own line ending: a file with CRLF lines keeps them.
    let newline = endsLinesWithCarriageReturn ? "\r\n" : "\n"
    let body = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: newline)
    return "\(fence)\"\"\"\(newline)\(body)\(newline)\(indent)\"\"\"\(fence)"
  }

  /// Whether the literal's line ends with a carriage return and a line feed.
  private var endsLinesWithCarriageReturn: Bool {
    guard let feed = source[range.lowerBound...].firstIndex(of: UInt8(ascii: "\n")) else {
      return false
    }
    return feed > 0 && source[feed - 1] == UInt8(ascii: "\r")
  }

  /// The indentation of the literal's lines: that of its closing delimiter if it spans lines,
  /// that of its line if it starts the line, and one step deeper if it follows other code.
  private var indentation: String {
    let closingLineStart = lineStart(before: range.upperBound - 1)
    if isMultiline {
      return leadingWhitespace(from: closingLineStart)
    }
    let start = lineStart(before: range.lowerBound)
    let leading = leadingWhitespace(from: start)
    if start + leading.utf8.count == range.lowerBound { return leading }
    return leading + (leading.contains("\t") ? "\t" : "  ")
  }

  private func lineStart(before offset: Int) -> Int {
    var index = offset
    while index > 0, source[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  private func leadingWhitespace(from start: Int) -> String {
    let whitespace = source[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: whitespace, as: UTF8.self)
  }
}
