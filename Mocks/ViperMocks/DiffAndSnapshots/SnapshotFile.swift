public import Foundation

/// A text snapshot stored in a file named after the test that owns it.
///
/// A test file at `Tests/<Target>/<path>/<TestFile>.swift` keeps its snapshots in
/// `Tests/__Snapshots__/<Target>/<path>/<TestFile>/<test>.<name>.txt`: outside every target's
/// folder, so SwiftPM never warns about unhandled files and `Package.swift` needs no `exclude:`.
/// A test file outside a `Tests` folder keeps them in `__Snapshots__/<TestFile>/` beside it. The
/// name is always given by the test, never a counter, so adding one never renames the others.
///
/// ```swift
/// let file = SnapshotFile(testFilePath: #filePath, testName: "shows the list", name: "sections")
/// let outcome = file.verify(transcript, mode: .missing)
/// ```
public struct SnapshotFile: Sendable {
  /// Where the snapshot is stored.
  public let url: URL

  /// Creates the snapshot location for a test.
  ///
  /// - Parameters:
  ///   - testFilePath: The path of the test file, usually `#filePath`.
  ///   - testName: The test function's name, usually `#function`.
  ///   - name: The snapshot's name within the test.
  public init(testFilePath: String, testName: String, name: String) {
    let testFile = URL(fileURLWithPath: testFilePath).deletingPathExtension()
    var components = testFile.pathComponents
    if let tests = components.dropLast().lastIndex(of: "Tests") {
      components.insert("__Snapshots__", at: tests + 1)
    } else {
      components.insert("__Snapshots__", at: components.count - 1)
    }
    let path = components.joined(separator: "/")
    let folder = URL(fileURLWithPath: path.hasPrefix("//") ? String(path.dropFirst()) : path)
    self.url = folder.appendingPathComponent(
      "\(Self.sanitized(testName)).\(Self.sanitized(name)).txt"
    )
  }

  /// Creates a snapshot stored at an exact location.
  ///
  /// - Parameter url: The snapshot file.
  public init(url: URL) {
    self.url = url
  }

  /// Compares a text with the stored snapshot, writing it when the mode allows.
  ///
  /// - Parameters:
  ///   - actual: The text the test produced.
  ///   - mode: The record mode in effect.
  /// - Returns: What happened; every outcome but `matched` must fail the test.
  public func verify(_ actual: String, mode: RecordMode) -> SnapshotOutcome {
    let path = url.path
    guard let data = try? Data(contentsOfFileAt: path) else {
      guard mode != .never else {
        return .missing(
          """
          No snapshot at \(path).

          Snapshots are only written when recording is allowed, and never on CI.

          To fix, run the tests locally with \(RecordMode.environmentVariable)=missing, review \
          the new file and commit it.
          """
        )
      }
      return write(actual, reason: "No snapshot existed")
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return .matched }
    if mode == .all {
      return write(actual, reason: "The snapshot differed")
    }
    return .mismatched(
      """
      Snapshot \(url.lastPathComponent) does not match.

      \(UnifiedDiff(expected: expected, actual: actual).text)

      The snapshot at \(path) holds the expected text.

      To fix, correct the code, or re-record with \(RecordMode.environmentVariable)=all swift \
      test and review the change with git diff.
      """
    )
  }

  private func write(_ actual: String, reason: String) -> SnapshotOutcome {
    let path = url.path
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Data(actual.utf8).write(to: url, options: .atomic)
    } catch {
      return .missing("Could not record the snapshot at \(path): \(error).")
    }
    return .recorded(
      """
      Recorded a snapshot at \(path). \(reason).

      A run that records always fails, so a new or changed snapshot is reviewed before it passes.

      To fix, review the file (git diff), commit it, and run the tests again.
      """
    )
  }

  private static func sanitized(_ name: String) -> String {
    let trimmed = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    let allowed = trimmed.map { character -> Character in
      character.isLetter || character.isNumber || character == "-" || character == "_"
        ? character : "-"
    }
    return String(allowed).split(separator: "-").joined(separator: "-")
  }
}
