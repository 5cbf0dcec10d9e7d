public import Testing
public import ViperMocks

/// Expects the journal entries recorded since the previous expectation to read as the given text.
///
/// The entries are consumed whether or not they match, so the next expectation starts after them
/// and the journal's exhaustiveness check only reports entries no expectation looked at. On a
/// mismatch the issue shows a unified diff with invisible differences made visible.
///
/// ```swift
/// await presenter.saveTapped(title: "Milk", dueDate: today)
/// expectTranscript(journal, """
///   interactor.addTodo(title: "Milk", dueDate: 2026-11-22T00:00:00Z)
///   router.dismiss()
///   delegate.addTodoDidSave()
///   """)
/// ```
///
/// - Parameters:
///   - journal: The journal the doubles write to.
///   - expected: The expected transcript, one entry per line.
///   - sourceLocation: Where the failure is reported.
public func expectTranscript(
  _ journal: Journal,
  _ expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
  guard let message = TranscriptComparison.mismatch(expected: expected, actual: actual) else {
    return
  }
  FailureReporter.swiftTesting.report(message, at: SourceCodeLocation(sourceLocation))
}
