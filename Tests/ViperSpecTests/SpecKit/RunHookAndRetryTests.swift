import Foundation
import Testing
import ViperSpecCLI

/// BeforeAll and AfterAll hooks run once around a `viper-spec` run, and `--retry` runs a failed
/// scenario again, as Cucumber's do.
@Suite struct RunHookAndRetryTests {
  @MainActor final class Log {
    var events: [String] = []
    var tries = 0
  }

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "run-hooks")
  }

  @MainActor
  private func run(
    _ arguments: [String],
    log: Log,
    failingBeforeAll: Bool = false
  ) async throws -> SpecCommandOutput {
    var steps = StepLibrary<Log> { log }
    steps.beforeAll(name: "first") { log.events.append("before first") }
    steps.beforeAll(name: "second") {
      log.events.append("before second")
      if failingBeforeAll { throw StepFailure("The database is down.") }
    }
    steps.given("a step") { log in log.events.append("step") }
    steps.given("a step that passes the second time") { log in
      log.tries += 1
      if log.tries < 2 { throw StepFailure("Not yet.") }
    }
    steps.afterAll(name: "early") { log.events.append("after early") }
    steps.afterAll(name: "late") { log.events.append("after late") }
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Plain
      * Given a step
      ## Scenario: Flaky
      * Given a step that passes the second time
      """,
      named: "run.feature.md",
      in: folder
    )
    return await SpecCommand.run(
      [spec] + arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
  }

  @Test @MainActor func `before-all hooks run first in order and after-all hooks last, backwards`()
    async throws
  {
    let log = Log()

    _ = try await run(["--name", "Plain"], log: log)

    #expect(log.events == ["before first", "before second", "step", "after late", "after early"])
  }

  @Test @MainActor
  func `a failing before-all hook runs no scenario, and the after-all hooks still run`()
    async throws
  {
    let log = Log()

    let output = try await run([], log: log, failingBeforeAll: true)

    #expect(output.status == 1)
    #expect(log.events == ["before first", "before second", "after late", "after early"])
    #expect(output.standardOutput.contains("The BeforeAll hook 'second' at "))
    #expect(output.standardOutput.contains("The database is down."))
  }

  @Test @MainActor func `a dry run runs no hook`() async throws {
    let log = Log()

    _ = try await run(["--dry-run"], log: log)

    #expect(log.events.isEmpty)
  }

  @Test @MainActor func `a scenario that fails is run again, and passes on a later attempt`()
    async throws
  {
    let log = Log()

    let output = try await run(["--retry", "2", "--messages", "-"], log: log)

    let attempts = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix(#"{"testCaseFinished""#)
    }
    #expect(output.status == 0)
    #expect(log.tries == 2)
    #expect(attempts.count == 3)
    #expect(attempts.filter { $0.contains(#""willBeRetried":true"#) }.count == 1)
    #expect(output.standardOutput.contains(#""attempt":1"#))
  }

  @Test @MainActor
  func `without retry the same scenario fails, and says which attempt passed when it does`()
    async throws
  {
    let once = try await run([], log: Log())
    let retried = try await run(["--retry", "1"], log: Log())

    #expect(once.status == 1)
    #expect(retried.status == 0)
    #expect(retried.standardOutput.contains("✓ Flaky  (attempt 2)"))
  }

  @Test @MainActor func `retry needs a whole number`() async throws {
    let output = try await run(["--retry", "twice"], log: Log())

    #expect(output.status == 2)
    #expect(output.standardError.contains("--retry takes how many times"))
  }
}
