import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that `--shard`, `--name` and `--tags` select each scenario exactly once,
/// whatever its name or the spelling of its path, and that a selection that comes out empty
/// says so: a shard's empty share passes (yet still checks the step library), while a filter
/// that matches nothing fails, naming itself, and `--shard` given twice is refused.
@Suite struct ScenarioSelectionTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "scenario-selection")
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

  @Test @MainActor func `a shard whose share is empty still fails on an invalid step library`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.given("a count of {int}") { (_, text: String) in _ = text }
    let spec = try spec()
    let outputs = [
      await EmptyWorld.run([spec, "--shard", "1/2"], steps: steps),
      await EmptyWorld.run([spec, "--shard", "2/2"], steps: steps),
    ]

    #expect(outputs.map(\.status) == [1, 1])
    #expect(outputs.contains { $0.standardError.contains("definitions that are not valid") })
  }

  @Test @MainActor func `--shard given twice is refused`() async {
    let output = await EmptyWorld.run(
      ["--shard", "1/2", "--shard", "2/2"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("--shard is given twice ('1/2' and '2/2')"))
  }

  @Test @MainActor func `names that reorder the same letters spread over two shards`() async throws
  {
    func permutations(_ letters: [Character]) -> [String] {
      guard letters.count > 1 else { return [String(letters)] }
      return letters.indices.flatMap { index in
        var rest = letters
        let first = rest.remove(at: index)
        return permutations(rest).map { String(first) + $0 }
      }
    }
    let names = permutations(Array("abcde"))
    let text = "# Feature: Orders\n" + names.map { "## Scenario: \($0)\n* Given a step\n" }.joined()
    let spec = try TemporarySpec.write(text, named: "orders.feature.md", in: folder)

    let first = await EmptyWorld.run([spec, "--shard", "1/2"], steps: EmptyWorld.oneStepLibrary)
    let second = await EmptyWorld.run([spec, "--shard", "2/2"], steps: EmptyWorld.oneStepLibrary)

    let ran = { (output: SpecCommandOutput) in
      output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") }.count
    }
    // 120 names of the same bytes: FNV-1a alone put every one of them in the same share. (The
    // temporary path changes the hash from run to run: fewer than 20 in one share is 1 in 10^14.)
    #expect(ran(first) + ran(second) == 120)
    #expect(ran(first) >= 20)
    #expect(ran(second) >= 20)
  }

  @Test @MainActor func `a scenario's shard does not depend on how its path is spelled`()
    async throws
  {
    let package = folder.file("package")
    let specs = package.appendingPathComponent("Specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let text =
      "# Feature: Many\n" + (1...40).map { "## Scenario: S\($0)\n* Given a step\n" }.joined()
    try Data(text.utf8).write(to: specs.appendingPathComponent("many.feature.md"))
    let spellings = [
      specs.path, specs.path + "/", specs.path + "/../Specs", package.path + "/./Specs",
    ]

    var shares: [[Substring]] = []
    for spelling in spellings {
      let output = await EmptyWorld.run(
        [spelling, "--shard", "1/3"],
        steps: EmptyWorld.oneStepLibrary
      )
      shares.append(output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") })
    }

    #expect(!shares[0].isEmpty)
    #expect(shares.allSatisfy { $0 == shares[0] })
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

  @Test @MainActor func `a --tags that selects nothing says so, naming the expression`()
    async throws
  {
    let output = await EmptyWorld.run(
      [try spec(), "--tags", "@nowhere"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 1)
    #expect(output.standardError.contains("none of the 1 scenario's tags match --tags '@nowhere'"))
  }
}
