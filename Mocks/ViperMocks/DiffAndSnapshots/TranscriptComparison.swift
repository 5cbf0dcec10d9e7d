/// The comparison of an actual transcript with the expected text, shared by every expectation.
public enum TranscriptComparison {
  /// Returns the failure message for two transcripts, or `nil` when they match.
  ///
  /// Expected text written as an indented multi-line literal is compared after removing the
  /// common indentation and the surrounding blank lines, so tests can indent their expectations.
  /// The actual transcript is compared as recorded: a blank entry shows as `⟨blank: …⟩` (see
  /// ``JournalEntry/init(subject:text:)``) and leading spaces are kept. Text compares as Swift
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

  /// Removes surrounding blank lines and common indentation from a transcript.
  ///
  /// - Parameter text: The transcript.
  /// - Returns: The normalized transcript.
  public static func normalized(_ text: String) -> String {
    var lines = text.lines()
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }
      .joined(separator: "\n")
  }
}
