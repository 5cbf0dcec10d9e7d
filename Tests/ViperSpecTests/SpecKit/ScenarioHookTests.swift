import Testing
import ViperSpec

/// Before and After hooks run as Cucumber's do: Before hooks in order, After hooks backwards and
/// whatever happened, each for the scenarios its tag expression selects.
@Suite struct ScenarioHookTests {
  @MainActor final class Trail {
    var events: [String] = []
  }

  static func library(failing: String? = nil, skipping: String? = nil) -> StepLibrary<Trail> {
    var steps = StepLibrary<Trail> { Trail() }
    func hook(_ name: String) -> @MainActor @Sendable (Trail) async throws -> Void {
      { trail in
        trail.events.append(name)
        if name == failing { throw StepFailure("\(name) broke.") }
        if name == skipping { throw SkippedStep("\(name) skipped it.") }
      }
    }
    steps.before(name: "first", hook("first"))
    steps.before("@tagged", name: "tagged", hook("tagged"))
    steps.before(name: "second", hook("second"))
    steps.given("a step") { trail in trail.events.append("step") }
    steps.after(name: "early after", hook("early after"))
    steps.after(name: "late after", hook("late after"))
    return steps
  }

  @MainActor
  private func run(_ steps: StepLibrary<Trail>, tags: String = "") async throws -> ScenarioResult {
    let text = "# Feature: F\n\(tags)\n## Scenario: S\n* Given a step\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)
    return await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
  }

  @Test @MainActor
  func `before hooks run in order, after hooks backwards, for the scenarios they select`()
    async throws
  {
    let plain = try await run(Self.library())
    let tagged = try await run(Self.library(), tags: "`@tagged`")

    #expect(plain.beforeHooks.map(\.text) == ["first", "second"])
    #expect(plain.afterHooks.map(\.text) == ["late after", "early after"])
    #expect(tagged.beforeHooks.map(\.text) == ["first", "tagged", "second"])
    #expect(plain.status == .passed)
  }

  @Test @MainActor
  func `a failing before hook skips the later hooks and the steps, but not the after hooks`()
    async throws
  {
    let result = try await run(Self.library(failing: "first"))

    #expect(result.status == .failed)
    #expect(result.beforeHooks.map(\.status) == [.failed, .skipped])
    #expect(result.steps.map(\.status) == [.skipped])
    #expect(result.afterHooks.map(\.status) == [.passed, .passed])
    #expect(result.failures.first?.message.contains("first broke.") == true)
  }

  @Test @MainActor func `a before hook that skips skips the scenario without failing it`()
    async throws
  {
    let result = try await run(Self.library(skipping: "second"))

    #expect(result.status == .skipped)
    #expect(result.steps.map(\.status) == [.skipped])
    #expect(result.afterHooks.map(\.status) == [.passed, .passed])
  }

  @Test @MainActor
  func `a failing after hook fails the scenario, and the other after hooks still run`()
    async throws
  {
    let result = try await run(Self.library(failing: "late after"))

    #expect(result.status == .failed)
    #expect(result.steps.map(\.status) == [.passed])
    #expect(result.afterHooks.map(\.status) == [.failed, .passed])
  }

  @Test func `a hook whose tag expression does not parse fails the library`() {
    var steps = StepLibrary<Trail> { Trail() }
    steps.before("@a and") { _ in }

    #expect(steps.invalidDefinitions.count == 1)
    #expect(
      steps.invalidDefinitions.first?.contains(
        "Tests/ViperSpecTests/SpecKit/ScenarioHookTests.swift"
      )
        == true
    )
  }
}
