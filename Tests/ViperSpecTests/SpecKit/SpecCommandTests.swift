import Foundation
import Testing
import ViperSpecCLI

@Suite struct SpecCommandTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "spec-command")
  }

  @MainActor
  private func run(
    _ arguments: [String],
    environment: [String: String] = [:]
  ) async
    -> SpecCommandOutput
  {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    return await SpecCommand.run(
      arguments,
      catalog: catalog,
      environment: environment,
      defaultPaths: [Fixture.folder.path]
    )
  }

  @Test @MainActor func `runs the default folder and prints a summary line`() async {
    let output = await run([])

    #expect(output.status == 0)
    #expect(output.standardOutput.hasSuffix("8 scenarios (7 passed, 0 failed, 1 pending)\n"))
    #expect(
      output.standardOutput.contains("  ✓ Tapping once adds one\n      ✓ Given a counter at 0\n")
    )
    #expect(output.standardOutput.contains("  ⏸ Resetting the counter  (pending)\n"))
  }

  @Test @MainActor func `runs only the scenarios whose name matches --name`() async {
    let output = await run(["--name", "^Tapping", "--name", "table$"])

    #expect(output.status == 0)
    #expect(output.standardOutput.contains("  ✓ Tapping once adds one\n"))
    #expect(output.standardOutput.contains("  ✓ Setting values from a table\n"))
    #expect(!output.standardOutput.contains("The display lists every change"))
    #expect(output.standardOutput.hasSuffix("4 scenarios (4 passed, 0 failed, 0 pending)\n"))
  }

  @Test @MainActor func `stops at the first failing scenario with --fail-fast`() async throws {
    let path = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: First fails
      * When the user taps 1 time
      * Then the counter shows 5
      ## Scenario: Second passes
      * Then the counter shows 0
      """,
      named: "fail-fast.feature.md",
      in: folder
    )

    let output = await run(["--fail-fast", path])

    #expect(output.status == 1)
    #expect(!output.standardOutput.contains("Second passes"))
    #expect(
      output.standardOutput.hasSuffix(
        "1 scenario (0 passed, 1 failed, 0 pending)\n--fail-fast stopped the run: 1 scenario did not run.\n"
      )
    )
  }

  @Test @MainActor func `checks every step is defined without running any with --dry-run`()
    async throws
  {
    let path = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Would fail if it ran
      * When the user taps 1 time
      * Then the counter shows 5
      ## Scenario: Has an undefined step
      * When the user jumps
      """,
      named: "dry-run.feature.md",
      in: folder
    )

    let output = await run(["--dry-run", path])

    #expect(output.status == 1)
    #expect(
      output.standardOutput.contains(
        "  ✓ Would fail if it ran\n      - When the user taps 1 time\n"
      )
    )
    #expect(output.standardOutput.contains("      ? When the user jumps\n"))
    #expect(
      output.standardOutput.hasSuffix(
        "2 scenarios (1 matched, 1 undefined, 0 pending), dry run: nothing ran\n"
      )
    )
  }

  @Test @MainActor func `splits the scenarios into shards that together run each once`() async {
    let whole = await run(["--junit", folder.file("whole.xml").path])
    let first = await run(["--shard", "1/2"])
    let second = await run(["--shard", "2/2"])

    let names = { (output: SpecCommandOutput) in
      output.standardOutput.split(separator: "\n").filter {
        $0.hasPrefix("  ✓ ") || $0.hasPrefix("  ⏸ ")
      }
    }
    #expect(!names(first).isEmpty)
    #expect(!names(second).isEmpty)
    #expect(Set(names(first)).isDisjoint(with: names(second)))
    #expect(Set(names(first) + names(second)) == Set(names(whole)))
    #expect(names(first).count + names(second).count == names(whole).count)
  }

  @Test @MainActor func `writes shard reports whose test cases add up to the whole run's`()
    async throws
  {
    let report = { (name: String) in folder.file(name).path }

    _ = await run(["--junit", report("whole.xml")])
    _ = await run(["--shard", "1/2", "--junit", report("1.xml")])
    _ = await run(["--shard", "2/2", "--junit", report("2.xml")])

    let cases = { (name: String) throws in
      // Without their times, which differ from run to run.
      try String(contentsOfFile: report(name), encoding: .utf8).split(separator: "\n")
        .filter { $0.contains("<testcase ") }
        .map { $0.replacing(#/ time="[0-9.]+"/#, with: "") }.sorted()
    }
    #expect(try cases("whole.xml").count == 8)
    #expect(try (cases("1.xml") + cases("2.xml")).sorted() == cases("whole.xml"))
  }

  @Test @MainActor func `puts a scenario in the same shard whatever else the run holds`()
    async throws
  {
    let alone = try TemporarySpec.write(
      "# Feature: F\n## Scenario: Kept in place\n* Given a counter at 0\n",
      named: "shard-alone.feature.md",
      in: folder
    )
    let specs = URL(fileURLWithPath: alone).deletingLastPathComponent()
    let shards = ["1/3", "2/3", "3/3"]

    var before: [String] = []
    for shard in shards {
      before.append(await run(["--shard", shard, specs.path]).standardOutput)
    }
    for index in 1...5 {
      try Data("# Feature: G\n## Scenario: Other \(index)\n* Given a counter at 0\n".utf8)
        .write(to: specs.appendingPathComponent("other-\(index).feature.md"))
    }
    var after: [String] = []
    for shard in shards { after.append(await run(["--shard", shard, specs.path]).standardOutput) }

    let holding = { (outputs: [String]) in outputs.firstIndex { $0.contains("Kept in place") } }
    #expect(holding(before) != nil)
    #expect(holding(before) == holding(after))
  }

  @Test @MainActor func `prints each scenario as soon as it finishes`() async {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    var chunks: [String] = []

    _ = await SpecCommand.run(
      ["--tags", "not @wip"],
      catalog: catalog,
      environment: [:],
      defaultPaths: [Fixture.folder.path],
      standardOutput: { chunks.append($0) },
      standardError: { _ in }
    )

    #expect(chunks.count == 8)
    #expect(chunks.first?.hasPrefix("Feature: ") == true)
    #expect(chunks.last?.contains("scenarios (") == true)
  }

  @Test @MainActor func `prints the usage as whole lines for --help`() async {
    let output = await run(["--help"])

    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("USAGE: viper-spec [PATH …]"))
    #expect(output.standardOutput.hasSuffix("(never when CI is set).\n"))
  }

  @Test @MainActor func `exits 1 and prints the failure with a diff when a transcript differs`()
    async throws
  {
    let path = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* When the user taps 1 time\n* Then the view shows\n  ```\n  render: 2\n  ```\n",
      named: "mismatch.feature.md",
      in: folder
    )

    let output = await run([path])

    #expect(output.status == 1)
    #expect(output.standardOutput.contains("      ✗ Then the view shows"))
    #expect(output.standardOutput.contains("-render: 2"))
    #expect(output.standardOutput.contains("+render: 1"))
    #expect(output.standardOutput.hasSuffix("1 scenario (0 passed, 1 failed, 0 pending)\n"))
  }

  @Test @MainActor func `filters scenarios by tag expression`() async {
    let output = await run(["--tags", "@slow"])

    #expect(output.standardOutput.hasSuffix("2 scenarios (2 passed, 0 failed, 0 pending)\n"))
  }

  @Test @MainActor func `a scenario must match every --tags given, as Cucumber combines them`()
    async
  {
    let output = await run(["--tags", "@slow", "--tags", "not @slow"])

    #expect(output.status == 1)
    #expect(output.standardError.contains("tags match --tags '@slow' and 'not @slow'"))
  }

  @Test @MainActor func `steps lists the phrases and fails on one that does not compile`() async {
    var steps = StepLibrary<Void> {}
    steps.given("a (broken") { _ in }
    steps.given(#/^I have (\d+) cukes$/#) { _, _ in }

    let output = await SpecCommand.run(
      ["steps"],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == 1)
    #expect(output.standardOutput.contains(#"/^I have (\d+) cukes$/"#))
    #expect(output.standardError.contains("Invalid step phrase 'a (broken'"))
  }

  @Test @MainActor func `fails a folder with no scenarios`() async throws {
    let path = try TemporarySpec.write(
      "# Feature: Nothing yet\n",
      named: "empty.feature.md",
      in: folder
    )

    let output = await run([path])

    #expect(output.status == 1)
    #expect(output.standardError.contains("Expected scenarios in \(path), but found none."))
    #expect(
      output.standardError.hasPrefix(
        "viper-spec: \(path):1: error: Expected at least one scenario in this file, but it has none."
      )
    )
  }

  @Test @MainActor func `reads Markdown with Japanese keywords when asked`() async throws {
    let path = try TemporarySpec.write(
      "# 機能: 数える\n## シナリオ: 一回\n* もし ユーザーが 2 回タップする\n* ならば カウンターは 2 を表示する\n",
      named: "ja.feature.md",
      in: folder
    )

    let output = await run(["--language", "ja", path])

    #expect(output.status == 0)
    #expect(output.standardOutput.hasSuffix("1 scenario (1 passed, 0 failed, 0 pending)\n"))
  }

  @Test @MainActor func `prints a document, a pickle per scenario, and a parse error envelope`()
    async throws
  {
    let bad = try TemporarySpec.write("# Feature: A\n`@tag`\n", named: "bad.feature.md", in: folder)

    let output = await run(["pickles", Fixture.path("counter.feature.md"), bad])

    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines.first?.hasPrefix("{\"gherkinDocument\":{\"uri\":\"") == true)
    #expect(lines.dropFirst().first?.hasPrefix("{\"pickle\":{\"id\":\"") == true)
    #expect(lines.last?.hasPrefix("{\"parseError\":{\"source\":{\"uri\":\"\(bad)\"") == true)
  }

  @Test @MainActor func `numbers the pickles of several files from one counter, as Cucumber does`()
    async throws
  {
    let first = try TemporarySpec.write(
      "# Feature: A\n## Scenario: One\n* Given a counter at 0\n",
      named: "first.feature.md",
      in: folder
    )
    let second = try TemporarySpec.write(
      "# Feature: B\n## Scenario: Two\n* Given a counter at 1\n",
      named: "second.feature.md",
      in: folder
    )

    let output = await run(["pickles", first, second])

    let lines = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix(#"{"pickle""#) }
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"pickle":{"id":"3","#) == true)
    #expect(lines.last?.hasPrefix(#"{"pickle":{"id":"7","#) == true)
  }

  @Test @MainActor func `takes a command after the options too`() async {
    let output = await run(["--language", "ja", "pickles", Fixture.path("counter-ja.feature")])

    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix(#"{"gherkinDocument":"#))
    #expect(output.standardOutput.contains(#"{"pickle":"#))
  }

  @Test(arguments: [("abc", 3), ("今日は", 6), ("ToDo一覧", 8), ("", 0)])
  func `counts wide characters as two columns`(text: String, width: Int) {
    #expect(text.terminalWidth == width)
  }

  @Test(arguments: [
    (["--bogus"], "viper-spec: Unknown option '--bogus'. Run viper-spec --help for usage.\n"),
    (
      ["--tags"],
      "viper-spec: --tags needs a value, such as '--tags \"@smoke and not @slow\"'. Run viper-spec --help for usage.\n"
    ),
    (
      ["Specs/missing"],
      "viper-spec: Specs/missing: No such file or folder. To fix, name spec files (.feature.md, .feature) or folders of them, relative to \(FileManager.default.currentDirectoryPath).\n"
    ),
    (
      ["pickles"],
      "viper-spec: 'viper-spec pickles' needs at least one path, such as 'viper-spec pickles Specs'.\n"
    ),
    (
      ["--tags", "@a and"],
      #"viper-spec: Tag expression "@a and" could not be parsed because of syntax error: Expected operand. Write tags joined by and, or, not and brackets, such as '@a and not (@b or @c)'; a backslash escapes a bracket, a space or itself (\(, \ , \\).\#n"#
    ),
    (
      ["--language", "xx"],
      "viper-spec: Unknown language 'xx'. Use a code from Cucumber's gherkin-languages.json, such as en, fr or ja.\n"
    ),
    (
      ["--shard", "0/3"],
      "viper-spec: Invalid --shard '0/3': expected K/N with 1 ≤ K ≤ N, such as 1/3, 2/3 and 3/3 for a matrix of three jobs.\n"
    ),
    (
      ["--shard", "3/2"],
      "viper-spec: Invalid --shard '3/2': expected K/N with 1 ≤ K ≤ N, such as 1/3, 2/3 and 3/3 for a matrix of three jobs.\n"
    ),
    (
      ["--shard", "x"],
      "viper-spec: Invalid --shard 'x': expected K/N with 1 ≤ K ≤ N, such as 1/3, 2/3 and 3/3 for a matrix of three jobs.\n"
    ),
    (
      ["--tags", "(@a"],
      #"viper-spec: Tag expression "(@a" could not be parsed because of syntax error: Unmatched (. Write tags joined by and, or, not and brackets, such as '@a and not (@b or @c)'; a backslash escapes a bracket, a space or itself (\(, \ , \\).\#n"#
    ),
    (
      ["steps", "--dry-run"],
      "viper-spec: 'viper-spec steps' takes no options. Run viper-spec --help for usage.\n"
    ),
    (
      ["pickles", "--language", "xx", "a.feature"],
      "viper-spec: Unknown language 'xx'. Use a code from Cucumber's gherkin-languages.json, such as en, fr or ja.\n"
    ),
    (
      ["steps", "--tags", "@a"],
      "viper-spec: 'viper-spec steps' takes no options. Run viper-spec --help for usage.\n"
    ),
    (
      ["pickles", "a.feature", "--junit", "r.xml"],
      "viper-spec: 'viper-spec pickles' takes only --language. Run viper-spec --help for usage.\n"
    ),
  ])
  @MainActor func `rejects bad arguments with one line and status 2`(
    _ arguments: [String],
    _ message: String
  ) async {
    let output = await run(arguments)

    #expect(output.status == 2)
    #expect(output.standardError == message)
  }

  @Test @MainActor func `rejects a file that does not parse with its line and status 2`()
    async throws
  {
    let path = try TemporarySpec.write(
      "# Feature: A\n## Scenario: B\n* Given a counter at 0\n  ```\n",
      named: "open.feature.md",
      in: folder
    )

    let output = await run([path])

    #expect(output.status == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == """
        viper-spec: \(path):5: error: Expected a closing ``` for the doc string opened on line 4, but the file ended.
          None of the file's scenarios ran. To fix, correct line 5 as the error says.

        """
    )
  }

  @Test @MainActor func `runs the files that parse, reports the ones that do not, and exits 2`()
    async throws
  {
    let good = try TemporarySpec.write(
      "# Feature: A\n## Scenario: B\n* Given a counter at 0\n",
      named: "partly.feature.md",
      in: folder
    )
    let specs = URL(fileURLWithPath: good).deletingLastPathComponent()
    let bad = specs.appendingPathComponent("broken.feature.md").path
    try Data("# Feature: C\n## Scenario: D\n* Given a counter at 0\n  ```\n".utf8)
      .write(to: URL(fileURLWithPath: bad))
    let junit = specs.appendingPathComponent("report.xml").path

    let output = await run([specs.path, "--junit", junit])

    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("viper-spec: \(bad):5: error: "))
    #expect(
      output.standardOutput.hasSuffix("1 scenario (1 passed, 0 failed, 0 pending), 1 spec error\n")
    )
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="2" failures="1""#))
    #expect(xml.contains(#"name="parse" file="\#(bad)" line="5""#))
  }
}
