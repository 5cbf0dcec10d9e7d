import Testing
import ViperSpec

@Suite struct ConsoleReportTests {
  @MainActor
  private func results() async -> [ScenarioResult] {
    let text = """
      # Feature: Reports
      ## Scenario: Passing
      * Given a counter at 1
      * Then the counter shows 1
      ## Scenario: Failing <x>
      * Then the counter shows 2
      """
    var results: [ScenarioResult] = []
    for pickle in SpecLoader.parse(text, path: "r.feature.md").pickles {
      results.append(
        await ScenarioRunner.run(pickle, with: CounterWorld.steps, settings: RunSettings())
      )
    }
    return results
  }

  @Test @MainActor func `prints a mark per step and the summary line`() async {
    let text = ConsoleReport.text(await results())

    #expect(
      text.hasPrefix(
        """
        Feature: Reports  (r.feature.md)

          ✓ Passing
              ✓ Given a counter at 1
              ✓ Then the counter shows 1

          ✗ Failing <x>
              ✗ Then the counter shows 2
        """
      )
    )
    #expect(text.hasSuffix("2 scenarios (1 passed, 1 failed, 0 pending)"))
  }
}
