import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that a run hook's failure shows in every report as a run hook's: named,
/// timed and counted as one, and never taken for a skip or for a stop by `--fail-fast`.
@Suite struct RunHookFailureTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "run-hook-failure")
  }

  @Test @MainActor
  func `a failing before-all hook shows in JUnit, and no fail-fast note is made up`()
    async throws
  {
    let steps = Self.library { steps in steps.beforeAll { throw StepFailure("No database.") } }
    let junit = folder.file("before-all.xml").path

    let output = try await run(Self.oneStep, ["--junit", junit], steps: steps)

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(xml.contains("failures=\"1\""))
    #expect(xml.contains("No database."))
    #expect(!output.standardOutput.contains("--fail-fast"))
  }

  @Test @MainActor
  func `a run hook that throws a skip says it cannot skip, and JUnit names and times it`()
    async throws
  {
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in }
    steps.afterAll(name: "Tidy") { throw SkippedStep("nothing to tidy") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "hooks.feature.md",
      in: folder
    )
    let junit = folder.file("hooks.xml").path

    let output = await SpecCommand.run(
      [spec, "--junit", junit],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(output.standardOutput.contains("has no scenario to skip or leave pending"))
    #expect(xml.contains(#"<testcase classname="run hooks" name="The AfterAll hook 'Tidy' at "#))
    #expect(xml.contains(#"time="0.000">"#))
  }

  @Test @MainActor
  func `reports count a file that does not parse as a spec error and a failed run hook as such`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.afterAll(name: "Tidy") { throw StepFailure("Could not tidy.") }
    let good = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "good.feature.md",
      in: folder
    )
    let folderPath = URL(fileURLWithPath: good).deletingLastPathComponent()
    try Data("Feature: G\n  Scenario: T\n    Given a step\n  Oops\n".utf8)
      .write(to: folderPath.appendingPathComponent("broken.feature"))
    let report = folder.file("counts.md").path

    let output = await EmptyWorld.run([folderPath.path, "--markdown", report], steps: steps)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    let summary = "1 scenario (1 passed, 0 failed, 0 pending), 1 spec error, 1 run hook failed"
    #expect(output.status == 2)
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(markdown.contains("\n" + summary + "\n"))
    #expect(markdown.contains("broken.feature:4"))
  }
}
