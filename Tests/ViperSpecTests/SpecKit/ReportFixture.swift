import ViperSpec

/// One passing and one failing scenario, run for the report tests.
enum ReportFixture {
  /// Runs the fixture's scenarios with the counter steps.
  @MainActor
  static func results() async -> [ScenarioResult] {
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
}
