import Foundation
import Testing
import ViperTesting

@Suite struct SnapshotFileTests {
  private let folder: TemporaryFolder
  private let file: SnapshotFile

  init() throws {
    folder = try TemporaryFolder(label: "snapshots")
    file = SnapshotFile(url: folder.file("__Snapshots__/week.txt"))
  }

  private func stored() -> String? {
    FileManager.default.contents(atPath: file.url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func `names the file after the test file, the test and the snapshot`() {
    let snapshot = SnapshotFile(
      testFilePath: "/repo/Tests/ListTests.swift",
      testName: "`groups by week`()",
      name: "sections"
    )

    #expect(snapshot.url.path == "/repo/Tests/__Snapshots__/ListTests/groups-by-week.sections.txt")
  }

  @Test func `keeps snapshots out of the test target's folder, so SwiftPM needs no exclude`() {
    let snapshot = SnapshotFile(
      testFilePath: "/repo/Tests/LoginTests/Presenter/LoginPresenterTests.swift",
      testName: "`signs in`()",
      name: "home"
    )

    #expect(
      snapshot.url.path
        == "/repo/Tests/__Snapshots__/LoginTests/Presenter/LoginPresenterTests/signs-in.home.txt"
    )
  }

  @Test func `stores snapshots beside a test file that is not under a Tests folder`() {
    let snapshot = SnapshotFile(
      testFilePath: "/repo/Checks/ListChecks.swift",
      testName: "`groups by week`()",
      name: "sections"
    )

    #expect(
      snapshot.url.path == "/repo/Checks/__Snapshots__/ListChecks/groups-by-week.sections.txt"
    )
  }

  @Test func `records a missing snapshot and fails the run`() {
    let outcome = file.verify("a\nb\n", mode: .missing)

    guard case .recorded(let message) = outcome else {
      Issue.record("Expected .recorded, got \(outcome)")
      return
    }
    #expect(message.hasPrefix("Recorded a snapshot at \(file.url.path). No snapshot existed."))
    #expect(stored() == "a\nb\n")
  }

  @Test func `fails without writing when the mode is never`() {
    let outcome = file.verify("a\n", mode: .never)

    #expect(outcome.failureMessage?.hasPrefix("No snapshot at \(file.url.path).") == true)
    #expect(stored() == nil)
  }

  @Test func `matches an equal snapshot`() {
    _ = file.verify("same\n", mode: .missing)

    #expect(file.verify("same\n", mode: .never) == .matched)
  }

  @Test func `shows a diff and keeps the file on a mismatch`() {
    _ = file.verify("a\nb\n", mode: .missing)

    let outcome = file.verify("a\nc\n", mode: .missing)

    guard case .mismatched(let message) = outcome else {
      Issue.record("Expected .mismatched, got \(outcome)")
      return
    }
    #expect(message.contains("-b\n+c"))
    #expect(message.contains("VIPERSPEC_RECORD=all"))
    #expect(stored() == "a\nb\n")
  }

  @Test func `rewrites a differing snapshot when recording all and still fails`() {
    _ = file.verify("a\nb\n", mode: .missing)

    let outcome = file.verify("a\nc\n", mode: .all)

    #expect(outcome.failureMessage?.contains("The snapshot differed.") == true)
    #expect(stored() == "a\nc\n")
  }
}
