import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that `--fail-fast` reports the scenarios it stops as Cucumber does:
/// written to the messages as skipped, and counted in the console, in the singular too.
@Suite struct FailFastTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "fail-fast")
  }

  @Test @MainActor
  func `--fail-fast writes the scenarios it does not run as skipped, as Cucumber does`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a failing step") { _ in throw StepFailure("No.") }
    steps.given("a step") { _ in }
    steps.before { _ in }
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Fails
      * Given a failing step
      ## Scenario: Never runs
      * Given a step
      * Given a step
      """,
      named: "fail-fast.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--fail-fast", "--messages", "-"], steps: steps)

    let envelopes = try Self.envelopes(output.standardOutput)
    let testCases = envelopes.compactMap { $0["testCase"] as? [String: Any] }
    let started = envelopes.compactMap { $0["testCaseStarted"] as? [String: Any] }
    let finished = envelopes.compactMap { $0["testCaseFinished"] as? [String: Any] }
    let stepsStarted = envelopes.compactMap { $0["testStepStarted"] as? [String: Any] }
    let statuses = Self.stepResults(envelopes).compactMap { $0["status"] as? String }
    #expect(output.status == 1)
    #expect(testCases.count == 2)
    #expect(
      Set(started.compactMap { $0["testCaseId"] as? String })
        == Set(testCases.compactMap { $0["id"] as? String })
    )
    #expect(finished.count == 2)
    #expect(stepsStarted.count == 5)
    #expect(statuses == ["PASSED", "FAILED", "SKIPPED", "SKIPPED", "SKIPPED"])
    #expect(output.standardError.isEmpty)
  }

  @Test @MainActor func `--fail-fast counts one scenario it did not run in the singular`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.given("a failing step") { _ in throw StepFailure("No.") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: A\n* Given a failing step\n## Scenario: B\n* Given a step\n",
      named: "fail-fast.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--fail-fast"], steps: steps)

    #expect(
      output.standardOutput.hasSuffix("--fail-fast stopped the run: 1 scenario did not run.\n")
    )
  }
}
