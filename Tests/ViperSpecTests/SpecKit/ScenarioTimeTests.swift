import Foundation
import Testing
import ViperSpec
import ViperSpecCLI

/// A scenario's result says when it started and finished by the run's clock, which JUnit's
/// `time` and the messages' `testCaseFinished` read.
@Suite struct ScenarioTimeTests {
  @Test @MainActor func `a scenario's time runs from its start to its end by the run's clock`()
    async throws
  {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let clock = ImmediateClock(now: start)
    var steps = StepLibrary<Void> {}
    steps.given("{int} seconds pass") { (_, seconds: Int) in
      try await clock.sleep(for: .seconds(seconds))
    }
    let text = "# Feature: F\n## Scenario: S\n* Given 2 seconds pass\n* Given 1 seconds pass\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings(clock: clock))
    let junit = JUnitReport.xml([result], parseErrors: [], lintErrors: [], dryRun: false)

    #expect(result.startedAt == start)
    #expect(result.finishedAt == start.addingTimeInterval(3))
    #expect(result.time == 3)
    #expect(junit.contains(#"name="S" file="f.feature.md" line="2" time="3.000""#))
  }

  @Test @MainActor func `a scenario that cannot start still has an end`() async throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let clock = ImmediateClock(now: start)
    let steps = StepLibrary<Void> { throw StepFailure("No world today.") }
    let text = "# Feature: F\n## Scenario: S\n* Given a step\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings(clock: clock))

    #expect(result.setupFailure != nil)
    #expect(result.finishedAt == start)
  }
}
