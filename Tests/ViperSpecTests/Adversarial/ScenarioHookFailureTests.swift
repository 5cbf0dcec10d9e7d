import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that a scenario hook's failure is its scenario's: a hook that fails, is
/// pending or has tags that do not parse fails the scenario in every report, an after hook sees
/// the failure, and a step the hook kept from running still says what it is.
@Suite struct ScenarioHookFailureTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "scenario-hook-failure")
  }

  @Test @MainActor func `a pending hook fails the scenario in every report, swift test's too`()
    async throws
  {
    let steps = Self.library { steps in steps.after { _ in throw PendingStep("hook pending") } }
    let junit = folder.file("pending.xml").path

    let output = try await run(Self.oneStep, ["--junit", junit], steps: steps)

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(
      xml.contains("<failure message=\"Pending After hook (Tests/ViperSpecTests/Adversarial/")
    )
    let pickle = try #require(SpecLoader.parse(Self.oneStep, path: "f.feature.md").pickles.first)
    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
    #expect(result.failures.first?.message.contains("hook pending") == true)
  }

  @Test @MainActor func `a hook whose tags do not parse says why in the messages and the console`()
    async throws
  {
    let steps = Self.library { steps in steps.before("@a and") { _ in } }

    let output = try await run(Self.oneStep, ["--messages", "-"], steps: steps)

    #expect(output.standardOutput.contains(#""status":"FAILED""#))
    #expect(output.standardOutput.contains("hook whose tag expression does not parse"))
  }

  @Test @MainActor func `after a failed before hook, an undefined step still says so`() async throws
  {
    let steps = Self.library { steps in steps.before { _ in throw StepFailure("Broken.") } }
    let pickle = try #require(
      SpecLoader.parse(
        "# Feature: F\n## Scenario: S\n* Given nothing matches\n",
        path: "f.feature.md"
      )
      .pickles.first
    )

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.steps.map(\.status) == [.undefined])
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
}
