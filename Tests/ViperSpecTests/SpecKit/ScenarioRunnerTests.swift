import Foundation
import Testing
import ViperSpec

@Suite struct ScenarioRunnerTests {
  @MainActor
  private func run(
    _ text: String,
    path: String = "Specs/counter.feature.md",
    settings: RunSettings = RunSettings()
  ) async -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    for pickle in SpecLoader.parse(text, path: path).pickles {
      results.append(
        await ScenarioRunner.run(pickle, with: CounterWorld.steps, settings: settings)
      )
    }
    return results
  }

  @Test @MainActor func `runs every scenario of the fixture with the background first`()
    async throws
  {
    let results = await run(try Fixture.text("counter.feature.md"))

    #expect(
      results.map(\.pickle.name) == [
        "Tapping once adds one", "The display lists every change", "Tapping adds one per tap",
        "Tapping adds one per tap", "Setting values from a table", "Resetting the counter",
      ]
    )
    #expect(results.map(\.status) == [.passed, .passed, .passed, .passed, .passed, .pending])
    #expect(
      results[0].steps.map(\.text) == [
        "a counter at 0", "the user taps 1 time", "the counter shows 1",
      ]
    )
  }

  @Test @MainActor func `fails an undefined step with its line and the closest phrases`() async {
    let text = """
      # Feature: Undefined
      ## Scenario: Typo
      * When the user tapped 2 times
      * Then the counter shows 2
      """

    let result = await run(text)[0]

    #expect(result.status == .failed)
    #expect(result.steps.map(\.status) == [.undefined, .skipped])
    #expect(result.failures.map(\.line) == [3])
    #expect(
      result.failures.first?.message == """
        Undefined step at Specs/counter.feature.md:3: When the user tapped 2 times

        No step phrase matches this text. The closest phrases are:
          the user taps {int} time(s)
          the counter shows {int}
          the counters

        To fix, reword the step to use one of those phrases, or define the phrase in a step library \
        that this run's catalog includes (the catalog given to SpecSuite or SpecCommand.main).
        """
    )
  }

  @Test @MainActor func `fails a step that throws with the error and skips the rest`() async {
    let text = """
      # Feature: Failing
      ## Scenario: Wrong count
      * When the user taps 2 times
      * Then the counter shows 3
      * Then the counter shows 2
      """

    let result = await run(text)[0]

    #expect(result.steps.map(\.status) == [.passed, .failed, .skipped])
    #expect(
      result.failures.first?.message == """
        Step failed at Specs/counter.feature.md:4: Then the counter shows 3

        It threw: Expected 3, but the counter shows 2.

        To fix, correct the code under test or the step definition for this phrase.
        """
    )
  }

  @Test @MainActor func `compares a transcript step with its fenced block and shows the diff`()
    async
  {
    let text = """
      # Feature: Transcripts
      ## Scenario: Wrong transcript
      * When the user taps 2 times
      * Then the view shows
        ```
        render: 1
        render: 3
        ```
      """

    let result = await run(text)[0]

    #expect(result.status == .failed)
    let message = result.failures.first?.message ?? ""
    #expect(
      message.hasPrefix("Transcript mismatch at Specs/counter.feature.md:4: Then the view shows")
    )
    #expect(message.contains("-render: 3"))
    #expect(message.contains("+render: 2"))
    #expect(message.hasSuffix("To re-record it in place, run with VIPERSPEC_RECORD=all."))
  }

  @Test @MainActor func `refuses a table under a transcript step instead of recording over it`()
    async
  {
    let text = """
      # Feature: Transcripts
      ## Scenario: Table instead of a block
      * When the user taps 2 times
      * Then the view shows
        | render: 1 |
      """

    let result = await run(
      text,
      path: "/nonexistent/counter.feature.md",
      settings: RunSettings(recordMode: .missing)
    )[0]

    #expect(result.status == .failed)
    #expect(
      result.failures.first?.message.hasPrefix(
        "Expected a fenced block under the transcript step at /nonexistent/counter.feature.md:4, "
          + "but found a table."
      ) == true
    )
  }

  @Test @MainActor func `fails a step whose table its definition never reads`() async {
    let text = """
      # Feature: Arguments
      ## Scenario: Ignored table
      * When the user taps 2 times
        | taps |
        | 3    |
      * Then the counter shows 2
      """

    let result = await run(text)[0]

    #expect(result.steps.map(\.status) == [.failed, .skipped])
    #expect(
      result.failures.first?.message.contains(
        "The step has a table under it, but its definition never reads it"
      ) == true
    )
  }

  @Test @MainActor func `reports a scenario tagged wip as pending without running it`() async {
    let text = """
      # Feature: Pending
      `@wip`
      ## Scenario: Later
      * When something nobody defined yet
      """

    let result = await run(text)[0]

    #expect(result.status == .pending)
    #expect(result.steps.map(\.status) == [.pending])
  }

  @Test @MainActor func `fails every scenario when a phrase does not compile`() async {
    var steps = StepLibrary<CounterWorld> { CounterWorld() }
    steps.given("a {color} counter", fileID: "Steps.swift", line: 3) { _, _ in }
    let pickle = SpecLoader.parse("# Feature: A\n## Scenario: B\n* Given x\n", path: "a.feature.md")
      .pickles[0]

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.status == .failed)
    #expect(
      result.setupFailure?.contains("Steps.swift:3: Invalid step phrase 'a {color} counter'")
        == true
    )
  }
}
