import Foundation
import Testing
import ViperSpec
import ViperSpecTesting

/// Under `swift test`, BeforeAll and AfterAll hooks run around the suite that carries
/// `.runHooks(catalog)`, as `viper-spec` runs them around a whole run.
@Suite struct RunHooksTraitTests {
  @MainActor final class Log {
    var events: [String] = []
  }

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "run-hooks-trait")
  }

  @MainActor
  private static func library(_ log: Log, failing: String? = nil) -> StepLibrary<Log> {
    var steps = StepLibrary<Log> { log }
    steps.beforeAll(name: "first") { log.events.append("before first") }
    steps.beforeAll(name: "second") {
      log.events.append("before second")
      if failing == "second" { throw StepFailure("The database is down.\u{0}\u{1B}[31m") }
    }
    steps.given("a step") { log in log.events.append("step") }
    steps.afterAll(name: "early") {
      log.events.append("after early")
      if failing == "early" { throw StepFailure("The database would not stop.") }
    }
    steps.afterAll(name: "late") { log.events.append("after late") }
    return steps
  }

  private func scenario() throws -> ScenarioCase {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "hooks.feature.md",
      in: folder
    )
    return try #require(SpecSuite.scenarios(in: spec, relativeTo: #filePath).first)
  }

  @Test @MainActor
  func `runs BeforeAll hooks in order before the suite and AfterAll hooks after it backwards`()
    async throws
  {
    let log = Log()
    let steps = Self.library(log)
    let scenario = try scenario()
    let test = try #require(Test.current)

    try await RunHooksTrait.runHooks(steps).provideScope(for: test, testCase: nil) {
      await scenario.run(with: steps, environment: [:])
    }

    #expect(
      log.events == ["before first", "before second", "step", "after late", "after early"]
    )
  }

  @Test @MainActor
  func `a failing BeforeAll hook fails at its line and the suite's scenarios without running`()
    async throws
  {
    let log = Log()
    let steps = Self.library(log, failing: "second")
    let scenario = try scenario()
    let test = try #require(Test.current)

    try await withKnownIssue {
      try await RunHooksTrait.runHooks(steps).provideScope(for: test, testCase: nil) {
        await scenario.run(with: steps, environment: [:])
      }
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      let atHook =
        issue.sourceLocation?.fileName == "RunHooksTraitTests.swift"
        && message.hasPrefix("The BeforeAll hook 'second' at ")
        && message.contains(#"It threw: The database is down.\u{0}\u{1b}[31m"#)
      let atScenario =
        issue.sourceLocation?.fileName == "hooks.feature.md"
        && issue.sourceLocation?.line == 2
        && message.hasPrefix("The scenario did not run: a BeforeAll hook failed")
        && message.contains(#"It threw: The database is down.\u{0}\u{1b}[31m"#)
      return atHook || atScenario
    }

    #expect(
      log.events == ["before first", "before second", "after late", "after early"]
    )
  }

  @Test @MainActor
  func `a failing AfterAll hook fails at its line once the suite has run and the others still run`()
    async throws
  {
    let log = Log()
    let steps = Self.library(log, failing: "early")
    let scenario = try scenario()
    let test = try #require(Test.current)

    try await withKnownIssue {
      try await RunHooksTrait.runHooks(steps).provideScope(for: test, testCase: nil) {
        await scenario.run(with: steps, environment: [:])
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("The AfterAll hook 'early' at ") == true
        && issue.comments.first?.rawValue.contains("The database would not stop.") == true
    }

    #expect(
      log.events == ["before first", "before second", "step", "after late", "after early"]
    )
  }

  @Test @MainActor func `AfterAll hooks run when the suite throws`() async throws {
    let log = Log()
    let steps = Self.library(log)
    let test = try #require(Test.current)

    await #expect(throws: StepFailure.self) {
      try await RunHooksTrait.runHooks(steps).provideScope(for: test, testCase: nil) {
        throw StepFailure("The suite broke.")
      }
    }

    #expect(
      log.events == ["before first", "before second", "after late", "after early"]
    )
  }

  @Test @MainActor
  func `a scenario whose hooks no trait runs still runs with a warning that says how to run them`()
    async throws
  {
    let log = Log()
    let steps = Self.library(log)
    let scenario = try scenario()
    let warnings = LockedState<[Issue]>([])

    await Self.capturingWarnings(into: warnings) {
      await scenario.run(with: steps, environment: [:])
    }

    #expect(log.events == ["step"])
    let warning = try #require(warnings.withLock { $0.first })
    #expect(warning.severity == .warning)
    #expect(warning.sourceLocation?.fileName == "hooks.feature.md")
    #expect(
      warning.comments.first?.rawValue.contains(
        "BeforeAll or AfterAll hooks, which did not run"
      ) == true
    )
    #expect(warning.comments.first?.rawValue.contains("@Suite(.runHooks(") == true)
  }

  /// Runs a body, keeping the warnings it records instead of reporting them.
  private static func capturingWarnings(
    into warnings: LockedState<[Issue]>,
    _ body: @Sendable () async -> Void
  ) async {
    let trait = IssueHandlingTrait.compactMapIssues { issue in
      guard issue.severity == .warning else { return issue }
      warnings.withLock { $0.append(issue) }
      return nil
    }
    guard let test = Test.current else { return }
    try? await trait.provideScope(for: test, testCase: nil) { await body() }
  }

  @Test @MainActor
  func `a scenario whose hooks another catalog's trait stands for gets the warning`()
    async throws
  {
    let log = Log()
    let steps = Self.library(log)
    let scenario = try scenario()
    let warnings = LockedState<[Issue]>([])
    let test = try #require(Test.current)

    try await RunHooksTrait.runHooks(StepLibrary<Log> { log }).provideScope(
      for: test,
      testCase: nil
    ) {
      await Self.capturingWarnings(into: warnings) {
        await scenario.run(with: steps, environment: [:])
      }
    }

    #expect(log.events == ["step"])
    let warning = try #require(warnings.withLock { $0.first })
    #expect(warning.comments.first?.rawValue.contains("runs another catalog's") == true)
  }
}
