import Testing
import ViperSpec

@Suite struct StepFailureTests {
  @Test @MainActor func `fails the step with its message in three parts`() async throws {
    var steps = StepLibrary<Int> { 0 }
    steps.then("it holds") { _ in throw StepFailure("Expected 1, but found 2.") }
    let pickle = try SpecLoader.parse(
      "# Feature: F\n## Scenario: S\n* Then it holds\n",
      path: "f.feature.md"
    )
    .pickles.element(at: 0)

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(
      result.failures.first?.message == """
        Step failed at f.feature.md:3: Then it holds

        It threw: Expected 1, but found 2.

        To fix, correct the code under test or the step definition for this phrase.
        """
    )
  }
}
