extension String {
  /// Returns the string's lines, split at every line feed, keeping a carriage return before it.
  ///
  /// Swift treats `"\r\n"` as one `Character`, so splitting characters at `"\n"` would glue
  /// Windows lines together; scanning the UTF-8 bytes keeps the `\r` visible to the diff, and is
  /// the fastest way through a large transcript.
  ///
  /// - Returns: The lines; a trailing line feed yields a last, empty line.
  func lines() -> [Substring] {
    var lines: [Substring] = []
    var lineStart = utf8.startIndex
    var index = lineStart
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        lines.append(self[lineStart..<index])
        lineStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    lines.append(self[lineStart..<utf8.endIndex])
    return lines
  }
}
