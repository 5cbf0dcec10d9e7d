import Foundation
import Testing
import ViperSpec
import ViperSpecCLI
import ViperSpecTesting

/// A check written like a step but read as prose fails wherever the run knows its step phrases:
/// the command, its dry run and a spec suite; prose that only mentions a phrase does not.
@Suite struct StepPhraseLintTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "step-phrase-lint")
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

  private func lintLines(_ text: String, named name: String = "spec.feature.md") throws -> [Int] {
    let path = try TemporarySpec.write(text, named: name, in: folder)
    return try ScenarioSelection(paths: [path], catalog: StepCatalog(CounterWorld.steps)).lintErrors
      .map(\.line)
  }

  @Test @MainActor
  func `the command fails a lower-case step with the line, the phrase and the fix`()
    async throws
  {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      * then the counter shows 5
      """,
      named: "lower.feature.md",
      in: folder
    )

    let output = await run([spec])

    #expect(output.status == 1)
    #expect(output.standardOutput.contains("  ✗ Counts\n"))
    #expect(output.standardOutput.hasSuffix("1 scenario (0 passed, 1 failed, 0 pending)\n"))
    #expect(
      output.standardError.contains(
        "\(spec):4: error: Expected a step, but this line is prose that the step phrase "
          + "'the counter shows {int}' matches: its keyword 'then' is not 'Then', and keywords "
          + "are case-sensitive, so it never runs."
      )
    )
    #expect(output.standardError.contains("To fix, write it as '* Then the counter shows 5'"))
  }

  @Test @MainActor func `a dry run fails the same line`() async throws {
    let spec = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      > Then the counter shows 5
      """,
      named: "dry.feature.md",
      in: folder
    )

    let output = await run(["--dry-run", spec])

    #expect(output.status == 1)
    #expect(output.standardError.contains("\(spec):4: error: Expected a step"))
    #expect(output.standardError.contains("it is quoted"))
    #expect(output.standardOutput.contains("1 failed"))
  }

  @Test func `a spec suite fails the scenario at the line once it runs with its catalog`()
    async throws
  {
    let path = try TemporarySpec.write(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      ### Then the counter shows 5
      """,
      named: "suite.feature.md",
      in: folder
    )
    let scenario = try #require(SpecSuite.scenarios(in: path, relativeTo: #filePath).first)

    await withKnownIssue {
      await scenario.run(with: CounterWorld.steps, environment: [:])
    } matching: { issue in
      issue.sourceLocation?.line == 4
        && issue.comments.first?.rawValue.contains("it is a heading") == true
    }
  }

  @Test func `a line outside any scenario fails the file's first scenario only`() async throws {
    let path = try TemporarySpec.write(
      """
      # Feature: F
      * then the counter shows 5
      ## Scenario: First
      * When the user taps 1 time
      ## Scenario: Second
      * When the user taps 2 times
      """,
      named: "outside.feature.md",
      in: folder
    )
    let cases = SpecSuite.scenarios(in: path, relativeTo: #filePath)
    #expect(cases.count == 2)
    let (first, second) = try (#require(cases.first), #require(cases.last))

    await withKnownIssue {
      await first.run(with: CounterWorld.steps, environment: [:])
    } matching: { issue in
      issue.sourceLocation?.line == 2
    }
    await second.run(with: CounterWorld.steps, environment: [:])
  }

  @Test func `the allow comment keeps a line as prose`() throws {
    let lines = try lintLines(
      """
      # Feature: F
      ## Scenario: Counts
      * When the user taps 1 time
      * Then the counter shows 1

      <!-- viper-spec: allow -->
      > Then the counter shows 1
      """
    )

    #expect(lines == [])
  }

  @Test func `prose that mentions a phrase, or starts like a step but matches none, stays prose`()
    throws
  {
    let lines = try lintLines(
      """
      # Feature: F

      The counter shows 1 after a tap: see the scenario below.
      then we tap once more, because the user does that.
      * then nobody counts anything

      ## Scenario: Counts
      * When the user taps 1 time
      * Then the counter shows 1
      """
    )

    #expect(lines == [])
  }

  /// Prose a reviewer found flagged: a sentence wrapped so that a line starts with "when", and a
  /// numbered list in the description.
  @Test func `wrapped sentences and description lists stay prose`() throws {
    let lines = try lintLines(
      """
      # Feature: F

      The counter counts taps: it goes up by one
      when the user taps 1 time.
      Then the counter shows 1
      once it has.

      1. When in doubt, ask the team.

      Rules:
      * the counter shows 1 after a tap
      1. the user taps 1 time, at most
      > the counter shows 0 at first, says the product owner
      ### The counter shows 1

      ## Scenario: Counts
      * When the user taps 1 time
      * Then the counter shows 1
      """
    )

    #expect(lines == [])
  }

  /// A reader sees a code block's lines as written, so a step in one reads as a step there too,
  /// even in a description; Cucumber never runs it, whether fenced with `~~~` or with three
  /// backticks away from a step, or indented.
  @Test func `a step in a description's code block fails, unless allowed above the block`()
    throws
  {
    let lines = try lintLines(
      """
      # Feature: F

      ~~~
      * then the counter shows 1
      ~~~

      ```text
      Then the counter shows 2
      ```

          * Then the counter shows 3

      <!-- viper-spec: allow -->
      ~~~gherkin
      When the user taps 1 time
      Then the counter shows 1
      ~~~

      ## Scenario: Counts
      * When the user taps 1 time
      * Then the counter shows 1
      """
    )

    #expect(lines == [4, 8, 11])
  }

  @Test func `a code block's finding says to allow it above the block`() throws {
    let path = try TemporarySpec.write(
      "# Feature: F\n\n    * Then the counter shows 3\n\n## Scenario: S\n* When the user taps 1 time\n",
      named: "code.feature.md",
      in: folder
    )

    let errors = try ScenarioSelection(paths: [path], catalog: StepCatalog(CounterWorld.steps))
      .lintErrors

    #expect(errors.map(\.line) == [3])
    #expect(errors.first?.message.contains("it is in a code block") == true)
    #expect(
      errors.first?.message.contains("on the line above the code block if it is prose") == true
    )
  }

  @Test func `a keyword in English in a Japanese spec fails too`() throws {
    let path = try TemporarySpec.write(
      """
      # フィーチャ: F
      ## シナリオ: S
      * 前提 a counter at 0
      * Then the counter shows 0
      """,
      named: "ja.feature.md",
      in: folder
    )

    let errors = try ScenarioSelection(
      paths: [path],
      language: "ja",
      catalog: StepCatalog(CounterWorld.steps)
    ).lintErrors

    #expect(errors.map(\.line) == [4])
  }

  @Test(arguments: [
    ("* when the user taps 1 time", "its keyword 'when' is not 'When'"),
    ("- WHEN the user taps 1 time", "its keyword 'WHEN' is not 'When'"),
    ("* Wehn the user taps 1 time", "'Wehn' is not a step keyword"),
    ("* When: the user taps 1 time", "'When:' is not a step keyword"),
    ("・When the user taps 1 time", "its bullet is not one Markdown knows"),
    ("* Wh\u{0435}n the user taps 1 time", "(it holds U+435, which only looks like a letter"),
    ("* The\u{200B}n the counter shows 1", "(it holds U+200B"),
    ("* _When_ the user taps 1 time", "its keyword is wrapped in markup"),
    ("> > When the user taps 1 time", "it is quoted"),
    ("#### When the user taps 1 time", "it is a heading"),
    ("2) When the user taps 1 time", "reads only bulleted list items as steps"),
    ("* the user taps 1 time", "it has no step keyword"),
    ("When the user taps 1 time.", "it is not a list item"),
  ])
  func `each dressing is named in the finding`(line: String, reason: String) throws {
    let path = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a counter at 0\n\(line)\n",
      named: "dressing.feature.md",
      in: folder
    )

    let errors = try ScenarioSelection(paths: [path], catalog: StepCatalog(CounterWorld.steps))
      .lintErrors

    #expect(errors.map(\.line) == [4])
    #expect(errors.first?.message.contains(reason) == true, "\(errors)")
  }

  /// A classic scenario's description has no bullets: a line in it that a phrase matches after a
  /// keyword, in any case, is a step that never runs.
  @Test func `a classic scenario's description with a keyword in any case fails too`() throws {
    let lines = try lintLines(
      """
      Feature: F
        Scenario: Counts
          Thne the counter shows 1
          then the counter shows 1
          When the user taps 1 time
      """,
      named: "classic.feature"
    )

    #expect(lines == [3, 4])
  }

  @Test func `without a catalog the rules that need none still run`() throws {
    let path = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a counter at 0\n1. Then the counter shows 0\n",
      named: "no-catalog.feature.md",
      in: folder
    )

    #expect(try ScenarioSelection(paths: [path]).lintErrors.map(\.line) == [4])
  }
}
