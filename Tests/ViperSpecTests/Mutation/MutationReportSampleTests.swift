import Foundation
import Testing
import ViperSpecCLI

/// Both reports of the hand-made run, written as files, so that CI holds what our code writes to
/// Stryker's JSON Schema and opens the page in a browser (.ci/check-mutation-report.sh).
///
/// The script names the folder in `VIPERSPEC_MUTATION_SAMPLE`; any other run writes into a
/// temporary folder, so that the files are written and read back on every run.
@Suite struct MutationReportSampleTests {
  @Test func `writes both reports of a run with every status, and reads them back`() throws {
    let temporary = try TemporaryFolder(label: "mutation-sample")
    let folder =
      ProcessInfo.processInfo.environment["VIPERSPEC_MUTATION_SAMPLE"].map {
        URL(filePath: $0, directoryHint: .isDirectory)
      } ?? temporary.url
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let json = StrykerReport.json(MutationReportFixture.report, projectRoot: "/work/Login")
    let html = MutationHTMLReport.html(MutationReportFixture.report)

    try json.write(to: folder.appending(path: "mutation.json"), atomically: true, encoding: .utf8)
    try html.write(to: folder.appending(path: "mutation.html"), atomically: true, encoding: .utf8)

    let statuses = Set(MutationReportFixture.report.outcomes.map(\.status))
    #expect(statuses == Set(MutantOutcome.Status.allCases))
    let writtenJSON = try String(
      contentsOf: folder.appending(path: "mutation.json"),
      encoding: .utf8
    )
    let writtenHTML = try String(
      contentsOf: folder.appending(path: "mutation.html"),
      encoding: .utf8
    )
    #expect(writtenJSON == json)
    #expect(writtenHTML == html)
  }
}
