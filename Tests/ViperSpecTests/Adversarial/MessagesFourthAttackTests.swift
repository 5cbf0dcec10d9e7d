import Foundation
import Testing
import ViperCore
import ViperSpecCLI

/// The breaks a fourth README-only attack found in sharding, the run's isolation, the streams
/// and the reports (issue 39).
@Suite struct MessagesFourthAttackTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-fourth-attack")
  }

  @Test @MainActor func `a shard whose share is empty passes and writes its reports`() async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: Alone\n* Given a step\n",
      named: "alone.feature.md",
      in: folder
    )
    let outputs = [
      await EmptyWorld.run(
        [spec, "--shard", "1/2", "--junit", folder.file("1.xml").path],
        steps: EmptyWorld.oneStepLibrary
      ),
      await EmptyWorld.run(
        [spec, "--shard", "2/2", "--junit", folder.file("2.xml").path],
        steps: EmptyWorld.oneStepLibrary
      ),
    ]

    let empty = try #require(outputs.firstIndex { !$0.standardOutput.contains("✓ Alone") })
    let xml = try String(contentsOfFile: folder.file("\(empty + 1).xml").path, encoding: .utf8)
    #expect(outputs.map(\.status) == [0, 0])
    #expect(outputs[empty].standardError.contains("This shard's share of the 1 scenario is empty"))
    #expect(!outputs[empty].standardError.contains("tag expression"))
    #expect(xml.contains(#"<testsuites name="viper-spec" tests="0" failures="0""#))
  }

  @Test @MainActor func `a --name that matches no scenario fails, naming the pattern`() async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: Alone\n* Given a step\n",
      named: "named.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--name", "Nobody"], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 1)
    #expect(output.standardError.contains("none of the 1 scenario's names matches --name 'Nobody'"))
  }

  @Test @MainActor func `--shard given twice is refused`() async {
    let output = await EmptyWorld.run(
      ["--shard", "1/2", "--shard", "2/2"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("--shard is given twice ('1/2' and '2/2')"))
  }

  @Test @MainActor func `a report that cannot be written says why in sentences that end once`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "report.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run(
      [spec, "--junit", folder.file("missing/report.xml").path],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("Could not write"))
    #expect(!output.standardError.contains(".."))
  }

  private static func envelopes(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  private static func stepResults(_ envelopes: [[String: Any]]) -> [[String: Any]] {
    envelopes.compactMap {
      ($0["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any]
    }
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

  @Test @MainActor func `a scenario that cancels its own task leaves the later ones alone`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step that cancels its task") { _ in
      withUnsafeCurrentTask { $0?.cancel() }
      try Task.checkCancellation()
    }
    steps.given("a step that checks for cancellation") { _ in try Task.checkCancellation() }
    steps.beforeAll { withUnsafeCurrentTask { $0?.cancel() } }
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Cancels
      * Given a step that cancels its task
      ## Scenario: Next
      * Given a step that checks for cancellation
      """,
      named: "cancel.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--retry", "1"], steps: steps)

    #expect(output.standardOutput.contains("  ✗ Cancels  (attempt 2)"))
    #expect(output.standardOutput.contains("  ✓ Next"))
    #expect(output.standardOutput.hasSuffix("2 scenarios (1 passed, 1 failed, 0 pending)\n"))
  }

  @Test @MainActor
  func `a classic spec's own fence line cannot close the Markdown fence around it`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "Feature: F\n  ```\n  # Injected\n\n  Scenario: S\n    Given a step\n",
      named: "classic.feature",
      in: folder
    )
    let report = folder.file("classic.md").path

    _ = await EmptyWorld.run([spec, "--markdown", report], steps: EmptyWorld.oneStepLibrary)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    #expect(markdown.contains("\n````gherkin\nFeature: F\n  ```\n  # Injected\n"))
    #expect(markdown.contains("    Given a step ✓\n\n````\n"))
  }

  @Test @MainActor
  func `reports count a file that does not parse as a spec error and a failed run hook as such`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.afterAll(name: "Tidy") { throw StepFailure("Could not tidy.") }
    let good = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "good.feature.md",
      in: folder
    )
    let folderPath = URL(fileURLWithPath: good).deletingLastPathComponent()
    try Data("Feature: G\n  Scenario: T\n    Given a step\n  Oops\n".utf8)
      .write(to: folderPath.appendingPathComponent("broken.feature"))
    let report = folder.file("counts.md").path

    let output = await EmptyWorld.run([folderPath.path, "--markdown", report], steps: steps)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    let summary = "1 scenario (1 passed, 0 failed, 0 pending), 1 spec error, 1 run hook failed"
    #expect(output.status == 2)
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(markdown.contains("\n" + summary + "\n"))
    #expect(markdown.contains("broken.feature:4"))
  }

  @Test @MainActor
  func `Markdown says why a scenario was skipped and lists what run hooks attached, as code`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.after(name: "Skip it") { _ in throw SkippedStep("not on this machine") }
    steps.beforeAll(name: "Start") { Scenario.log("<img src=x onerror=alert(1)>") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "skipped.feature.md",
      in: folder
    )
    let report = folder.file("skipped.md").path

    _ = await EmptyWorld.run([spec, "--markdown", report], steps: steps)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    #expect(markdown.contains("- S: skipped: not on this machine"))
    #expect(markdown.contains("- BeforeAll Start: `<img src=x onerror=alert(1)>`"))
    #expect(!markdown.contains(": <img"))
  }

  @Test @MainActor func `the console shows control characters from specs and errors as escapes`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in throw StepFailure("Bell\u{7}and escape\u{1B}[2J") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\u{1B}]0;title\u{7}\n* Given a step\n",
      named: "control.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec], steps: steps)

    #expect(!output.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(output.standardOutput.contains("Bell\\u{7}and escape\\u{1b}[2J"))
  }

  @Test @MainActor
  func `--fail-fast writes the scenarios it does not run as skipped, as Cucumber does`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a failing step") { _ in throw StepFailure("No.") }
    steps.given("a step") { _ in }
    steps.before { _ in }
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Fails
      * Given a failing step
      ## Scenario: Never runs
      * Given a step
      * Given a step
      """,
      named: "fail-fast.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--fail-fast", "--messages", "-"], steps: steps)

    let envelopes = try Self.envelopes(output.standardOutput)
    let testCases = envelopes.compactMap { $0["testCase"] as? [String: Any] }
    let started = envelopes.compactMap { $0["testCaseStarted"] as? [String: Any] }
    let finished = envelopes.compactMap { $0["testCaseFinished"] as? [String: Any] }
    let stepsStarted = envelopes.compactMap { $0["testStepStarted"] as? [String: Any] }
    let statuses = Self.stepResults(envelopes).compactMap { $0["status"] as? String }
    #expect(output.status == 1)
    #expect(testCases.count == 2)
    #expect(
      Set(started.compactMap { $0["testCaseId"] as? String })
        == Set(testCases.compactMap { $0["id"] as? String })
    )
    #expect(finished.count == 2)
    #expect(stepsStarted.count == 5)
    #expect(statuses == ["PASSED", "FAILED", "SKIPPED", "SKIPPED", "SKIPPED"])
    #expect(output.standardError.isEmpty)
  }

  @Test @MainActor
  func `a file with bytes that are not UTF-8 is reported at their line and column`()
    async throws
  {
    let path = folder.file("latin1.feature").path
    var bytes = Array("Feature: F\n  Scenario: S\n    Given a step\n\n    # caf".utf8)
    bytes += [0xE9, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    let output = await EmptyWorld.run([path], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(output.standardError.contains("\(path):5: error: The file is not valid UTF-8 text"))
    #expect(output.standardError.contains("line 5, column 10"))
  }

  @Test @MainActor func `each of a file's parse errors is a parseError envelope of its own`()
    async throws
  {
    let path = folder.file("two.feature").path
    let text = """
      Feature: F
        Scenario: S
          Given a step
        bogus line one
        Scenario: T
          Given a step
        bogus line two

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let output = await EmptyWorld.run([path, "--messages", "-"], steps: EmptyWorld.oneStepLibrary)

    let errors = try Self.envelopes(output.standardOutput)
      .compactMap { $0["parseError"] as? [String: Any] }
    let sources = errors.compactMap { $0["source"] as? [String: Any] }
    let lines = sources.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int }
    let messages = errors.compactMap { $0["message"] as? String }
    #expect(output.status == 2)
    #expect(lines == [4, 7])
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("(4:3): ") == true)
    #expect(messages.first?.contains("bogus line two") == false)
    #expect(messages.last?.hasPrefix("(7:3): ") == true)
  }
}
