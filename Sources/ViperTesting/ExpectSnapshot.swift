import Foundation
public import Testing
public import ViperMocks

/// Expects a text to equal its snapshot file, recording it when allowed.
///
/// The snapshot lives in `Tests/__Snapshots__/<Target>/<TestFile>/<test>.<name>.txt`, outside
/// the test target's folder, so `Package.swift` needs no `exclude:`. The record mode comes from
/// `VIPERSPEC_RECORD` (`never`, `missing`, `all`; `missing` by default) and is always `never` when
/// `CI` is set. A run that records fails, naming the file to review.
///
/// ```swift
/// expectSnapshot(of: journal.takeUnassertedEntries().map(\.text).joined(separator: "\n"),
///   named: "week")
/// ```
///
/// - Parameters:
///   - text: The text to compare, usually a transcript.
///   - name: The snapshot's name within the test.
///   - fileID: The file a failure points at; the caller's by default.
///   - filePath: The test file's path, which decides where the snapshot is stored.
///   - testName: The test's name, which names the snapshot file.
///   - environment: The environment the record mode is read from; the process's by default.
///   - line: The line a failure points at.
///   - column: The column a failure points at.
public func expectSnapshot(
  of text: String,
  named name: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  testName: String = #function,
  environment: [String: String]? = nil,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let snapshot = SnapshotFile(testFilePath: filePath, testName: testName, name: name)
  guard let message = snapshotMismatch(text, snapshot, environment: environment) else { return }
  FailureReporter.testRunner.report(message, at: location)
}

/// Compares a text with its snapshot file, recording it when the mode allows.
///
/// - Returns: The failure message, or `nil` when the text matches.
private func snapshotMismatch(
  _ text: String,
  _ snapshot: SnapshotFile,
  environment: [String: String]?
) -> String? {
  let mode: RecordMode
  do {
    mode = try RecordMode.resolve(environment: environment ?? ProcessInfo.processInfo.environment)
  } catch {
    return error.description
  }
  return snapshot.verify(text, mode: mode).failureMessage
}

/// Expects the journal entries recorded since the previous expectation to equal a snapshot file.
///
/// The entries are consumed, as ``expectTranscript(_:_:fileID:filePath:line:column:)`` consumes them, so a long
/// transcript can live in a file instead of the test while the journal stays exhaustive.
///
/// ```swift
/// await presenter.viewAppeared()
/// expectSnapshot(of: journal, named: "first load")
/// ```
///
/// - Parameters:
///   - journal: The journal the doubles write to.
///   - name: The snapshot's name within the test.
///   - fileID: The file a failure points at; the caller's by default.
///   - filePath: The test file's path, which decides where the snapshot is stored.
///   - testName: The test's name, which names the snapshot file.
///   - environment: The environment the record mode is read from; the process's by default.
///   - line: The line a failure points at.
///   - column: The column a failure points at.
public func expectSnapshot(
  of journal: Journal,
  named name: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  testName: String = #function,
  environment: [String: String]? = nil,
  line: Int = #line,
  column: Int = #column
) {
  let transcript = journal.takeUnassertedEntries().map(\.text).joined(separator: "\n") + "\n"
  let snapshot = SnapshotFile(testFilePath: filePath, testName: testName, name: name)
  guard let message = snapshotMismatch(transcript, snapshot, environment: environment) else {
    return
  }
  // Through the journal, as expectTranscript reports: to the test that made it.
  journal.reportFailure(
    message,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Expects a journal's entries to equal a snapshot file, failing at a Swift Testing source
/// location: for assertion helpers of your own that take one; see
/// ``expectSnapshot(of:named:fileID:filePath:testName:environment:line:column:)-(Journal,_,_,_,_,_,_,_)``.
///
/// - Parameters:
///   - journal: The journal the doubles write to.
///   - name: The snapshot's name within the test.
///   - testName: The test's name, which names the snapshot file.
///   - environment: The environment the record mode is read from; the process's by default.
///   - sourceLocation: Where a failure is reported; its file decides where the snapshot is stored.
public func expectSnapshot(
  of journal: Journal,
  named name: String,
  testName: String = #function,
  environment: [String: String]? = nil,
  sourceLocation: SourceLocation
) {
  expectSnapshot(
    of: journal,
    named: name,
    fileID: sourceLocation.fileID,
    filePath: sourceLocation.filePath,
    testName: testName,
    environment: environment,
    line: sourceLocation.line,
    column: sourceLocation.column
  )
}
