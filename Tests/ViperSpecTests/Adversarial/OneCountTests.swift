import Foundation
import Testing
import ViperSpecCLI
import ViperSpecTesting

/// Console, Markdown report, JUnit and the exit code tell one story: a scenario the lint fails is
/// failed in each, a spec error outside any scenario is counted in each, and a dry run, which
/// runs nothing, never says that anything passed.
@Suite struct OneCountTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "one-count")
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

  private func reports(_ name: String) -> (junit: String, markdown: String) {
    let junit = folder.file("\(name).xml").path
    let markdown = folder.file("\(name).md").path
    return (junit, markdown)
  }

  private func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOfFileAt: path), as: UTF8.self)
  }

  @Test @MainActor func `a scenario the lint fails is failed in every report`() async throws {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      * Then the counter shows 1
      ## Scenario: Checks less than it says
      * When the user taps 1 time
      1. Then the counter shows 5
      """,
      named: "lint.feature.md",
      in: folder
    )
    let (junit, markdown) = reports("lint")

    let output = await run(["--junit", junit, "--markdown", markdown, spec])

    #expect(output.status == 1)
    #expect(output.standardOutput.contains("  ✗ Checks less than it says\n"))
    #expect(output.standardOutput.hasSuffix("2 scenarios (1 passed, 1 failed, 0 pending)\n"))
    #expect(try read(markdown).contains("2 scenarios (1 passed, 1 failed, 0 pending)"))
    #expect(try read(junit).contains(#"<testsuites name="viper-spec" tests="2" failures="1""#))
  }

  @Test func `a spec suite fails the scenario the lint fails, not a case beside it`() throws {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      ## Scenario: Checks less than it says
      * When the user taps 1 time
      1. Then the counter shows 5
      """,
      named: "suite.feature.md",
      in: folder
    )

    let cases = SpecSuite.scenarios(in: spec)

    #expect(cases.map(\.testDescription) == ["F — Counts", "F — Checks less than it says"])
  }

  @Test @MainActor func `a spec error outside any scenario is counted in every report`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: Counts\n* When the user taps 1 time\n",
      named: "counts.feature.md",
      in: folder
    )
    let specs = URL(fileURLWithPath: spec).deletingLastPathComponent()
    try Data("# Feature: G\n## Scenario: Never loaded\n".utf8)
      .write(to: specs.appendingPathComponent("unloaded.md"))
    let (junit, markdown) = reports("outside")

    let output = await run(["--junit", junit, "--markdown", markdown, specs.path])

    #expect(output.status == 1)
    let summary = "1 scenario (1 passed, 0 failed, 0 pending), 1 spec error"
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(try read(markdown).contains(summary))
    #expect(try read(junit).contains(#"<testsuites name="viper-spec" tests="2" failures="1""#))
  }

  /// Examples without rows compile to no scenario, so their finding has no scenario to fail: it
  /// is a spec error in every report, beside the scenario that does run.
  @Test @MainActor func `a finding in an outline that compiles to nothing is counted everywhere`()
    async throws
  {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      ## Scenario Outline: Taps <n> times
      * When the user taps <n> times
      ### Examples:
        | n |
      """,
      named: "orphan.feature.md",
      in: folder
    )
    let (junit, markdown) = reports("orphan")

    let output = await run(["--junit", junit, "--markdown", markdown, spec])

    #expect(output.status == 1)
    let summary = "1 scenario (1 passed, 0 failed, 0 pending), 1 spec error"
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(try read(markdown).contains(summary))
    #expect(try read(junit).contains(#"<testsuites name="viper-spec" tests="2" failures="1""#))
  }

  @Test @MainActor func `a finding in a scenario names its file and line in every report`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: Counts\n* When the user taps 1 time\n* then the counter shows 1\n",
      named: "named.feature.md",
      in: folder
    )
    let (junit, markdown) = reports("named")

    _ = await run(["--junit", junit, "--markdown", markdown, spec])

    #expect(try read(junit).contains("\(spec):4: Expected a step"))
    #expect(try read(markdown).contains("\(spec):4: Expected a step"))
  }

  /// A finding in a scenario a filter leaves out.
  ///
  /// A reviewer's: the finding of a scenario that --name leaves out failed the run but no
  /// report. Then an attacker's: counted everywhere, it failed every shard of a CI matrix (34
  /// failures for 6 findings). A finding in a scenario's lines belongs to the scenario: a filter
  /// that leaves the scenario out leaves it out, in every report and the exit code alike.
  @Test @MainActor func `a finding in a scenario a filter leaves out is left out with it`()
    async throws
  {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Good
      * When the user taps 1 time
      ## Scenario: Other
      * When the user taps 1 time
      * then the counter shows 1
      """,
      named: "filtered.feature.md",
      in: folder
    )
    let (junit, markdown) = reports("filtered")

    let output = await run(["--name", "Good", "--junit", junit, "--markdown", markdown, spec])
    let other = await run(["--name", "Other", spec])

    #expect(output.status == 0)
    let summary = "1 scenario (1 passed, 0 failed, 0 pending)"
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(!output.standardError.contains("Expected a step"))
    #expect(try read(markdown).contains(summary + "\n"))
    #expect(try read(junit).contains(#"<testsuites name="viper-spec" tests="1" failures="0""#))
    #expect(other.status == 1)
    #expect(other.standardOutput.hasSuffix("1 scenario (0 passed, 1 failed, 0 pending)\n"))
  }

  @Test @MainActor func `a finding in a scenario fails only the shard that runs it`() async throws {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Good
      * When the user taps 1 time
      ## Scenario: Other
      * When the user taps 1 time
      * then the counter shows 1
      """,
      named: "sharded.feature.md",
      in: folder
    )

    let shards = [
      await run(["--shard", "1/2", spec]), await run(["--shard", "2/2", spec]),
      await run(["--shard", "1/3", spec]), await run(["--shard", "2/3", spec]),
      await run(["--shard", "3/3", spec]),
    ]

    #expect(shards.prefix(2).filter { $0.status == 1 }.count == 1)
    #expect(shards.suffix(3).filter { $0.status == 1 }.count == 1)
    #expect(shards.filter { $0.standardError.contains("Expected a step") }.count == 2)
  }

  @Test @MainActor func `a dry run says matched and undefined, never passed`() async throws {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Would fail if it ran
      * When the user taps 1 time
      * Then the counter shows 5
      ## Scenario: Has an undefined step
      * When the user jumps
      """,
      named: "dry.feature.md",
      in: folder
    )
    let (junit, markdown) = reports("dry")

    let output = await run(["--dry-run", "--junit", junit, "--markdown", markdown, spec])

    #expect(output.status == 1)
    let summary = "2 scenarios (1 matched, 1 undefined, 0 pending), dry run: nothing ran"
    #expect(output.standardOutput.hasSuffix(summary + "\n"))
    #expect(try read(markdown).contains(summary))
    #expect(!(try read(markdown)).contains("passed"))
    #expect(try read(junit).contains(#"<skipped message="dry run: steps matched, nothing ran"/>"#))
  }
}
