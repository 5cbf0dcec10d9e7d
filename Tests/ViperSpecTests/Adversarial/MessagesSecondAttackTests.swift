import Foundation
import Testing
import ViperSpecCLI

/// The breaks a second README-only attack found in `--messages`, hooks and the reports (issue
/// 39), each kept as the test that failed before its fix.
@Suite struct MessagesSecondAttackTests {
  @MainActor final class World {
    let journal = Journal(reporter: FailureReporter { _, _ in })
  }

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-second-attack")
  }

  @MainActor
  private func run(
    _ spec: String,
    _ arguments: [String],
    steps: StepLibrary<World>
  ) async throws -> (output: SpecCommandOutput, path: String) {
    let path = try TemporarySpec.write(spec, named: "attack.feature.md", in: folder)
    let output = await SpecCommand.run(
      [path] + arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    return (output, path)
  }

  @Test @MainActor func `a world that cannot be made still starts and finishes every test step`()
    async throws
  {
    var steps = StepLibrary<World> { throw StepFailure("No world today.") }
    steps.before { _ in }
    steps.given("a step") { _ in }
    steps.after { _ in }

    let (output, _) = try await run(
      "# Feature: F\n## Scenario: S\n* Given a step\n* Then nope nope\n",
      ["--messages", "-"],
      steps: steps
    )

    let finished = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix(#"{"testStepFinished""#)
    }
    #expect(finished.count == 4)
    #expect(finished.first?.contains(#""status":"FAILED""#) == true)
    #expect(finished.dropFirst(2).first?.contains(#""status":"UNDEFINED""#) == true)
  }

  @Test @MainActor func `an after hook knows a scenario fails on entries no step asserted`()
    async throws
  {
    var steps = StepLibrary<World> { World() }
    steps.given("a step that leaves an entry") { world in world.journal.record("view", "render()") }
    steps.after { _ in Scenario.log("failed: \(Scenario.hasFailed)") }
    let pickle = try #require(
      SpecLoader.parse(
        "# Feature: F\n## Scenario: S\n* Given a step that leaves an entry\n",
        path: "f.feature.md"
      ).pickles.first
    )

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.status == .failed)
    #expect(result.afterHooks.first?.attachments.first?.body == "failed: true")
  }

  @Test @MainActor func `a Markdown report saved among the specs is not taken for a misnamed spec`()
    async throws
  {
    var steps = StepLibrary<World> { World() }
    steps.given("a step") { _ in }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "report-folder.feature.md",
      in: folder
    )
    let specFolder = URL(fileURLWithPath: spec).deletingLastPathComponent().path
    let report = specFolder + "/report.md"

    let first = await SpecCommand.run(
      [specFolder, "--markdown", report],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    let second = await SpecCommand.run(
      [specFolder],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    #expect(first.status == 0)
    #expect(second.status == 0)
  }

  @Test @MainActor func `a report never overwrites a spec the run reads, nor takes a folder`()
    async throws
  {
    var steps = StepLibrary<World> { World() }
    steps.given("a step") { _ in }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "kept.feature.md",
      in: folder
    )

    let onSpec = await SpecCommand.run(
      [spec, "--junit", spec],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    let onFolder = await SpecCommand.run(
      [spec, "--messages", folder.url.path],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    #expect(onSpec.status == 2)
    #expect(onSpec.standardError.contains("is a spec this run reads"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8).hasPrefix("# Feature: F"))
    #expect(onFolder.status == 2)
    #expect(onFolder.standardError.contains("is a folder"))
  }

  @Test func `a snippet reads an escaped quote as part of the quoted text`() {
    let snippet = StepSnippet(kind: .context, text: #"say "a\"b" now"#, arguments: [])

    #expect(snippet.text.hasPrefix(#"steps.given("say {string} now") {"#))
  }

  @Test @MainActor func `a failure message cannot close the Markdown fence around it`() async throws
  {
    let text = "# Feature: F\n## Scenario: S\n* Given a step\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)
    let steps = StepLibrary<World> { throw StepFailure("\n````\n# Injected") }
    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    let markdown = MarkdownReport.markdown(files: [("f.feature.md", text)], results: [result])

    #expect(markdown.contains("`````text\n"))
    #expect(markdown.contains("\n````\n# Injected"))
  }
}
