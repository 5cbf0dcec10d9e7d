import ViperTesting

extension Journal {
  /// The entries recorded since the previous expectation, as text, consumed as an expectation
  /// consumes them: for tests whose journal reports to the test's own `FailureLog`, where
  /// `expectTranscript` would send a mismatch to that log instead of failing the test.
  func takeEntryTexts() -> [String] {
    takeUnassertedEntries().map(\.text)
  }
}
