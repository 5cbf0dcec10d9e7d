import Foundation
import Testing
import ViperSpecTesting

/// How a scenario ends besides passing and failing, as Cucumber reports it: pending and skipped
/// steps thrown by step code, ambiguous steps, and when each step started and finished.
@Suite struct ScenarioOutcomeTests {
  @MainActor final class Notes {
    var steps: [String] = []
  }

  static let library: StepLibrary<Notes> = {
    var steps = StepLibrary<Notes> { Notes() }
    steps.given("a step that passes") { notes in notes.steps.append("passed") }
    steps.given("a step that is pending") { _ in throw PendingStep("Designed next sprint.") }
    steps.given("a step that skips") { _ in throw SkippedStep("No camera here.") }
    steps.given("a step that fails") { _ in throw StepFailure("Boom.") }
    steps.given("a {word} step") { (_, _: String) in }
    steps.given("a double step") { _ in }
    return steps
  }()

  @MainActor
  private func result(
    _ steps: String,
    clock: any DateClock = SystemClock()
  ) async throws
    -> ScenarioResult
  {
    let text = "# Feature: F\n## Scenario: S\n" + steps
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)
    return await ScenarioRunner.run(pickle, with: Self.library, settings: RunSettings(clock: clock))
  }

  @Test @MainActor func `a pending step makes its scenario pending and skips the rest`()
    async throws
  {
    let result = try await result(
      "* Given a step that passes\n* Given a step that is pending\n* Given a step that passes\n"
    )

    #expect(result.status == .pending)
    #expect(result.steps.map(\.status) == [.passed, .pending, .skipped])
    #expect(result.steps[1].message == "Designed next sprint.")
  }

  @Test @MainActor func `a skipped step skips its scenario without failing it`() async throws {
    let result = try await result("* Given a step that skips\n* Given a step that fails\n")

    #expect(result.status == .skipped)
    #expect(result.steps.map(\.status) == [.skipped, .skipped])
    #expect(result.steps[0].message == "No camera here.")
    #expect(result.failures.isEmpty)
  }

  @Test @MainActor func `a step that two phrases match is ambiguous and fails its scenario`()
    async throws
  {
    let result = try await result("* Given a double step\n* Given a step that passes\n")

    #expect(result.status == .failed)
    #expect(result.steps.map(\.status) == [.ambiguous, .skipped])
    #expect(result.steps[0].message?.contains("2 step phrases match this text") == true)
  }

  @Test @MainActor func `a thrown error is kept with its type for reports`() async throws {
    let result = try await result("* Given a step that fails\n")

    #expect(result.steps[0].thrown == ThrownError(StepFailure("Boom."), at: "f.feature.md:3"))
    #expect(result.steps[0].thrown?.type == "StepFailure")
  }

  @Test @MainActor func `each step that runs is stamped by the run's clock`() async throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let clock = TestClock(now: start)

    let result = try await result(
      "* Given a step that fails\n* Given a step that passes\n",
      clock: clock
    )

    #expect(result.startedAt == start)
    #expect(result.steps[0].startedAt == start)
    #expect(result.steps[0].finishedAt == start)
    #expect(result.steps[1].startedAt == nil)
  }
}
