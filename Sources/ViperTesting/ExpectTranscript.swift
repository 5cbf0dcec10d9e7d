import Foundation
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
/// With `VIPERSPEC_RECORD=all` (never when `CI` is set), a mismatch rewrites the `"""…"""`
/// literal in the test's source file to the actual transcript, and still fails so the change is
/// reviewed; `VIPERSPEC_RECORD=missing` rewrites only empty expectations.
///
/// The same call works in a Swift Testing test and in an XCTest one: a mismatch fails the test
/// that made the journal, at the call's file and line, through the journal's reporter (see
/// `FailureReporter.testRunner`).
///
/// - Parameters:
///   - journal: The journal the doubles write to.
///   - expected: The expected transcript, one entry per line.
///   - fileID: The file a failure points at; the caller's by default.
///   - filePath: The full path of that file.
///   - line: The line a failure points at.
///   - column: The column a failure points at.
public func expectTranscript(
  _ journal: Journal,
  _ expected: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let actual = journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
  guard var message = TranscriptComparison.mismatch(expected: expected, actual: actual) else {
    // While recording, a run that matched may contradict one that recorded (a parameterized
    // test whose cases differ): the literal goes back, and this run fails.
    if let conflict = InlineRecording.noteMatch(actual, at: location) {
      journal.reportFailure(conflict, at: location)
    }
    return
  }
  do {
    let environment = ProcessInfo.processInfo.environment
    if try InlineRecording.shouldRecord(expected: expected, environment: environment) {
      message = InlineRecording.record(actual, at: location) + "\n\n" + message
    }
  } catch {
    message += "\n\n\(error)"
  }
  // Through the journal: its failures belong to the test that made it, so a late expectation
  // (from a task that outlived its test) never fails a later test.
  journal.reportFailure(message, at: location)
}

/// Expects a transcript, failing at a Swift Testing source location: for assertion helpers of your
/// own that take one; see ``expectTranscript(_:_:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - journal: The journal the doubles write to.
///   - expected: The expected transcript, one entry per line.
///   - sourceLocation: Where the failure is reported.
public func expectTranscript(
  _ journal: Journal,
  _ expected: String,
  sourceLocation: SourceLocation
) {
  expectTranscript(
    journal,
    expected,
    fileID: sourceLocation.fileID,
    filePath: sourceLocation.filePath,
    line: sourceLocation.line,
    column: sourceLocation.column
  )
}
