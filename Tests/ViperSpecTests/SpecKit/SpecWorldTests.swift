import Foundation
import Testing
import ViperMocks
import ViperSpec

/// A world that only declares its journal gets the transcript step, and the failures and
/// unasserted entries of its doubles fail the scenario without a failure log of its own.
@Suite struct SpecWorldTests {
  @MainActor
  final class GreetingWorld: SpecWorld {
    let journal = Journal(reporter: .testRunner)
  }

  @MainActor
  private static let steps: StepLibrary<GreetingWorld> = {
    var steps = StepLibrary<GreetingWorld> { GreetingWorld() }
    steps.when("the user says {string}") { (world, text: String) in
      world.journal.record("view", "show(_:)", text)
    }
    steps.when("a double is called without a stub") { world in
      world.journal.reportFailure("Unimplemented: MockGreeter.greet()")
    }
    steps.transcript("the recorder shows")
    return steps
  }()

  @MainActor
  private func run(_ steps: String) async throws -> ScenarioResult {
    let text = "# Feature: Greeting\n## Scenario: S\n" + steps
    let pickle = try #require(SpecLoader.parse(text, path: "greeting.feature.md").pickles.first)
    return await ScenarioRunner.run(pickle, with: Self.steps, settings: RunSettings())
  }

  @Test @MainActor func `the transcript step compares what the journal recorded`() async throws {
    let result = try await run(
      """
      * When the user says "hi"
      * Then the recorder shows
        ```
        view.show("hi")
        ```
      """
    )

    #expect(result.status == .passed, "\(result.failures)")
  }

  @Test @MainActor func `a failure a double reports fails the step that was running`()
    async throws
  {
    let result = try await run(
      """
      * When a double is called without a stub
      * Then the recorder shows
        ```
        ```
      """
    )

    #expect(result.steps.map(\.status) == [.failed, .skipped])
    #expect(result.failures.first?.message.contains("Unimplemented: MockGreeter.greet()") == true)
  }

  @Test @MainActor func `an entry no step asserted fails the scenario`() async throws {
    let result = try await run("* When the user says \"hi\"\n")

    #expect(result.status == .failed)
    #expect(result.failures.first?.message.contains(#"view.show("hi")"#) == true)
  }
}
