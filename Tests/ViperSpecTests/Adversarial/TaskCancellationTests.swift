import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that scenarios do not share a task: a scenario or a run hook that cancels
/// its own task cancels no later scenario.
@Suite struct TaskCancellationTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "task-cancellation")
  }

  @Test @MainActor func `a scenario that cancels its own task leaves the later ones alone`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step that cancels its task") { _ in
      withUnsafeCurrentTask { $0?.cancel() }
      try Task.checkCancellation()
    }
    steps.given("a step that checks for cancellation") { _ in try Task.checkCancellation() }
    steps.beforeAll { withUnsafeCurrentTask { $0?.cancel() } }
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Cancels
      * Given a step that cancels its task
      ## Scenario: Next
      * Given a step that checks for cancellation
      """,
      named: "cancel.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--retry", "1"], steps: steps)

    #expect(output.standardOutput.contains("  ✗ Cancels  (attempt 2)"))
    #expect(output.standardOutput.contains("  ✓ Next"))
    #expect(output.standardOutput.hasSuffix("2 scenarios (1 passed, 1 failed, 0 pending)\n"))
  }
}
