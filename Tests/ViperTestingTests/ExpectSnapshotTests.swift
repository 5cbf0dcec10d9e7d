import Foundation
import Testing
import ViperTesting

@Suite struct ExpectSnapshotTests {
  @Test func `compares the journal's unasserted entries with a snapshot file and consumes them`()
    throws
  {
    let folder = try TemporaryFolder(label: "expect-snapshot")
    let testFile = folder.file("ListTests.swift").path
    let snapshot = SnapshotFile(testFilePath: testFile, testName: "shows rows", name: "rows")
    try FileManager.default.createDirectory(
      at: snapshot.url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data("view.render(\"Milk\")\nrouter.close()\n".utf8).write(to: snapshot.url)
    let journal = Journal()
    journal.record("view", "render(_:)", "Milk")
    journal.record("router", "close()")

    expectSnapshot(
      of: journal,
      named: "rows",
      filePath: testFile,
      testName: "shows rows",
      environment: ["VIPERSPEC_RECORD": "never"]
    )

    #expect(journal.unassertedEntries.isEmpty)
  }
}
