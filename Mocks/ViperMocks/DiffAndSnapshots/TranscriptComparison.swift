/// The comparison of an actual transcript with the expected text, shared by every expectation.
public enum TranscriptComparison {
  /// Returns the failure message for two transcripts, or `nil` when they match.
  ///
  /// Expected text is compared as written, leading spaces included (a multi-line literal's
  /// indentation is Swift's to remove), after dropping the blank lines around it: no transcript
  /// holds a blank line, since a blank entry shows as `⟨blank: …⟩` (see
  /// ``JournalEntry/init(subject:text:)``). Text compares as Swift
  /// strings do: canonically equivalent text (`é` as one scalar or as `e` and a combining accent)
  /// matches, while text equal only after compatibility folding (`ﬁ` and `fi`) differs.
  ///
  /// - Parameters:
  ///   - expected: The transcript the test expected.
  ///   - actual: The transcript the doubles recorded.
  /// - Returns: What differs, as a unified diff, with how to fix it; or `nil`.
  public static func mismatch(expected: String, actual: String) -> String? {
    let wanted = normalized(expected)
    let got = actual
    guard wanted != got else { return nil }
    return """
      Expected the transcript to match, but it differs (- expected, + actual):

      \(UnifiedDiff(expected: wanted + "\n", actual: got + "\n").text)

      The transcript lists every call the doubles recorded since the previous expectation.

      To fix, correct the code under test, or update the expected transcript to the + lines.
      """
  }

  /// Removes the blank lines around a transcript.
  ///
  /// Only the blank lines at either end are read, one line at a time from the outside in, so
  /// that a long transcript costs no pass over its lines, as splitting it would.
  ///
  /// - Parameter text: The transcript.
  /// - Returns: The normalized transcript.
  public static func normalized(_ text: String) -> String {
    let bytes = text.utf8
    func isBlank(_ start: String.Index, _ end: String.Index) -> Bool {
      text[start..<end].allSatisfy(\.isWhitespace)
    }
    // The first kept line starts after the last line feed that ends a blank line.
    var start = bytes.startIndex
    while let feed = bytes[start...].firstIndex(of: UInt8(ascii: "\n")), isBlank(start, feed) {
      start = bytes.index(after: feed)
    }
    // The last kept line ends at the first line feed that starts a blank line.
    var end = bytes.endIndex
    while end > start {
      let lineStart = bytes[start..<end].lastIndex(of: UInt8(ascii: "\n")).map(bytes.index(after:))
      guard isBlank(lineStart ?? start, end) else { break }
      end = lineStart.map(bytes.index(before:)) ?? start
    }
    return String(text[start..<end])
  }
}
