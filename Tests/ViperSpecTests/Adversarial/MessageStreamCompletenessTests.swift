import Foundation
import Testing
import ViperCore
import ViperSpecCLI

/// Attacks the promise that the `--messages` stream holds every envelope and field Cucumber's
/// schema and tools expect: each test step that starts also finishes, in a dry run too, and a
/// scenario that fails before its first step says with what, and whether it is retried.
@Suite struct MessageStreamCompletenessTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "message-stream")
  }

  @MainActor
  private func run(
    _ spec: String,
    _ arguments: [String],
    steps: StepLibrary<World>
  ) async throws -> (output: SpecCommandOutput, path: String) {
    let path = try TemporarySpec.write(spec, named: "attack.feature.md", in: folder)
    let output = await SpecCommand.run(
      [path] + arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    return (output, path)
  }

  @Test @MainActor func `a dry run's messages start and finish every test step, hooks included`()
    async throws
  {
    let steps = Self.library { steps in steps.before { _ in } }

    let output = try await run(Self.oneStep, ["--dry-run", "--messages", "-"], steps: steps)

    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix(#"{"testStepStarted""#) }.count == 2)
    #expect(lines.filter { $0.hasPrefix(#"{"testStepFinished""#) }.count == 2)
    #expect(
      !output.standardOutput.contains(#""testCaseStarted":{"id":"#)
        || !output.standardOutput.contains(#""timestamp":{"seconds":0,"#)
    )
  }

  @Test @MainActor func `a world that cannot be made still starts and finishes every test step`()
    async throws
  {
    var steps = StepLibrary<World> { throw StepFailure("No world today.") }
    steps.before { _ in }
    steps.given("a step") { _ in }
    steps.after { _ in }

    let (output, _) = try await run(
      "# Feature: F\n## Scenario: S\n* Given a step\n* Then nope nope\n",
      ["--messages", "-"],
      steps: steps
    )

    let finished = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix(#"{"testStepFinished""#)
    }
    #expect(finished.count == 4)
    #expect(finished.first?.contains(#""status":"FAILED""#) == true)
    #expect(finished.dropFirst(2).first?.contains(#""status":"UNDEFINED""#) == true)
  }

  @Test @MainActor
  func `a world that cannot be made fails the first test step with what it threw, and is retried`()
    async throws
  {
    let attempts = LockedState(0)
    var steps = StepLibrary<EmptyWorld> {
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      guard attempt > 1 else { throw StepFailure("No world today.") }
      return EmptyWorld()
    }
    steps.given("a step") { _ in }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "world.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--retry", "1", "--messages", "-"], steps: steps)

    let envelopes = try Self.envelopes(output.standardOutput)
    let results = Self.stepResults(envelopes)
    let exception = try #require(results.first?["exception"] as? [String: Any])
    let finished = envelopes.compactMap { $0["testCaseFinished"] as? [String: Any] }
    #expect(output.status == 0)
    #expect(results.map { $0["status"] as? String } == ["FAILED", "PASSED"])
    #expect(exception["type"] as? String == "StepFailure")
    #expect(exception["message"] as? String == "No world today.")
    #expect(results.first?["message"] as? String == "No world today.")
    #expect(finished.map { $0["willBeRetried"] as? Bool } == [true, false])
  }

  @Test @MainActor
  func
    `an invalid step definition fails the first test step with an exception, and is not retried`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in }
    steps.given("a count of {int}") { (_, text: String) in _ = text }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "invalid.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--retry", "1", "--messages", "-"], steps: steps)

    let envelopes = try Self.envelopes(output.standardOutput)
    let results = Self.stepResults(envelopes)
    let exception = try #require(results.first?["exception"] as? [String: Any])
    #expect(output.status == 1)
    #expect(results.map { $0["status"] as? String } == ["FAILED"])
    #expect(exception["type"] as? String == "InvalidStepDefinitions")
    #expect((exception["message"] as? String)?.contains("a count of {int}") == true)
  }

  @Test @MainActor
  func `a Markdown feature without a keyword still has the field the schema requires`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "Some prose first.\n\n## Scenario: S\n* Given a step\n",
      named: "prose.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--messages", "-"], steps: EmptyWorld.oneStepLibrary)

    let document = try output.standardOutput.split(separator: "\n").compactMap { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.compactMap { $0["gherkinDocument"] as? [String: Any] }.first
    let feature = try #require(document?["feature"] as? [String: Any])
    #expect(feature["keyword"] as? String == "")
    #expect(feature["name"] as? String == "Some prose first.")
  }
}
