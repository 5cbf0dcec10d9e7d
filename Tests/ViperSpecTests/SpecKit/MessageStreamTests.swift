import Foundation
import Testing
import ViperSpecCLI

/// `--messages` writes the run as Cucumber Messages, in Cucumber's order, each step tied to its
/// definition and its arguments; `--order` arranges the scenarios.
@Suite struct MessageStreamTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "message-stream")
  }

  @MainActor
  private func run(_ arguments: [String]) async -> SpecCommandOutput {
    await SpecCommand.run(
      arguments,
      catalog: StepCatalog(CounterWorld.steps),
      environment: [:],
      defaultPaths: []
    )
  }

  private func spec() throws -> String {
    try TemporarySpec.write(
      """
      # Feature: Counting
      ## Scenario: One tap
      * Given a counter at 0
      * When the user taps 1 time
      * Then the counter shows 1
      ## Scenario: A typo
      * Given a counter at 0
      * When the user jumps
      * Then the counter shows 9
      """,
      named: "counting.feature.md",
      in: folder
    )
  }

  private static func envelopes(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test @MainActor func `writes the run to standard output in Cucumber's order`() async throws {
    let output = await run([try spec(), "--messages", "-"])

    let kinds = try Self.envelopes(output.standardOutput).compactMap(\.keys.first)
    #expect(output.status == 1)
    #expect(kinds.first == "meta")
    #expect(Array(kinds[1...4]) == ["source", "gherkinDocument", "pickle", "pickle"])
    #expect(kinds.last == "testRunFinished")
    #expect(kinds.filter { $0 == "testCase" }.count == 2)
    #expect(kinds.filter { $0 == "testStepFinished" }.count == 6)
    #expect(kinds.filter { $0 == "suggestion" }.count == 1)
    #expect(!output.standardOutput.contains("  ✓ One tap"))
  }

  @Test @MainActor func `ties each step to its definition and its arguments`() async throws {
    let output = await run([try spec(), "--messages", "-"])

    let envelopes = try Self.envelopes(output.standardOutput)
    let definitions = envelopes.compactMap { $0["stepDefinition"] as? [String: Any] }
    let testCase = try #require(envelopes.compactMap { $0["testCase"] as? [String: Any] }.first)
    let steps = try #require(testCase["testSteps"] as? [[String: Any]])
    let first = try #require(steps.first)
    let ids = try #require(first["stepDefinitionIds"] as? [String])
    let definition = try #require(definitions.first { $0["id"] as? String == ids.first })
    let pattern = try #require(definition["pattern"] as? [String: Any])
    let lists = try #require(first["stepMatchArgumentsLists"] as? [[String: Any]])
    let arguments = try #require(lists.first?["stepMatchArguments"] as? [[String: Any]])
    let group = try #require(arguments.first?["group"] as? [String: Any])

    #expect(pattern["source"] as? String == "a counter at {int}")
    #expect(group["start"] as? Int == 13)
    #expect(group["value"] as? String == "0")
    #expect(arguments.first?["parameterTypeName"] as? String == "int")
  }

  @Test @MainActor func `reports statuses as Cucumber does, undefined and skipped`() async throws {
    let output = await run([try spec(), "--messages", "-"])

    let statuses = try Self.envelopes(output.standardOutput).compactMap { envelope in
      ((envelope["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any])?[
        "status"
      ] as? String
    }
    let finished = try #require(
      try Self.envelopes(output.standardOutput).last?["testRunFinished"] as? [String: Any]
    )
    #expect(statuses == ["PASSED", "PASSED", "PASSED", "PASSED", "UNDEFINED", "SKIPPED"])
    #expect(finished["success"] as? Bool == false)
  }

  @Test @MainActor func `writes a file and keeps the documentation on standard output`()
    async throws
  {
    let path = folder.file("run.ndjson").path

    let output = await run([try spec(), "--messages", path])

    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(output.standardOutput.contains("  ✓ One tap"))
    #expect(try Self.envelopes(text).last?.keys.first == "testRunFinished")
  }

  @Test @MainActor func `says when the messages file cannot be written`() async throws {
    let output = await run([try spec(), "--messages", folder.file("missing/run.ndjson").path])

    #expect(output.status == 2)
    #expect(output.standardError.contains("To fix, create its folder or choose a writable path."))
  }

  @Test @MainActor func `runs the scenarios backwards or in a shuffle a seed repeats`() async throws
  {
    let path = try spec()

    let reverse = await run([path, "--order", "reverse"])
    let shuffled = await run([path, "--order", "random:7"])
    let again = await run([path, "--order", "random:7"])
    let bad = await run([path, "--order", "sideways"])

    let oneTap = try #require(reverse.standardOutput.range(of: "One tap"))
    let typo = try #require(reverse.standardOutput.range(of: "A typo"))
    #expect(typo.lowerBound < oneTap.lowerBound)
    #expect(shuffled.standardOutput == again.standardOutput)
    #expect(shuffled.standardError.contains("repeat it with --order random:7"))
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("Unknown --order 'sideways'"))
  }

  @Test @MainActor
  func `fails a scenario's spec check when its lines hold a finding, as a hook of its own`()
    async throws
  {
    let path = try TemporarySpec.write(
      """
      # Feature: Counting
      ## Scenario: One tap
      * Given a counter at 0
      ### Examples
      """,
      named: "lint.feature.md",
      in: folder
    )

    let output = await run([path, "--messages", "-"])

    let envelopes = try Self.envelopes(output.standardOutput)
    let hook = try #require(envelopes.compactMap { $0["hook"] as? [String: Any] }.first)
    let testCase = try #require(envelopes.compactMap { $0["testCase"] as? [String: Any] }.first)
    let testSteps = try #require(testCase["testSteps"] as? [[String: Any]])
    let results = envelopes.compactMap {
      ($0["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any]
    }
    let finished = try #require(envelopes.last?["testRunFinished"] as? [String: Any])
    #expect(output.status == 1)
    #expect(hook["name"] as? String == "ViperSpec's spec check")
    #expect(testSteps.last?["hookId"] as? String == hook["id"] as? String)
    #expect(results.map { $0["status"] as? String } == ["PASSED", "FAILED"])
    #expect(
      (results.last?["message"] as? String)?.contains(
        "\(path):4: error: This heading starts with 'Examples' but has no colon"
      ) == true
    )
    #expect(finished["success"] as? Bool == false)
    #expect(finished["message"] == nil)
  }

  @Test @MainActor
  func `says in the run's end which spec errors outside the scenarios failed the run`()
    async throws
  {
    let path = try TemporarySpec.write(
      """
      # Feature: Counting
      ## Scenaro: A typo
      ## Scenario: One tap
      * Given a counter at 0
      """,
      named: "outside.feature.md",
      in: folder
    )

    let output = await run([path, "--messages", "-"])

    let envelopes = try Self.envelopes(output.standardOutput)
    let finished = try #require(envelopes.last?["testRunFinished"] as? [String: Any])
    let message = try #require(finished["message"] as? String)
    #expect(output.status == 1)
    #expect(envelopes.compactMap { $0["hook"] }.isEmpty)
    #expect(finished["success"] as? Bool == false)
    #expect(message.hasPrefix("The run failed on 1 spec error:\n\(path):2: error: "))
  }
}
