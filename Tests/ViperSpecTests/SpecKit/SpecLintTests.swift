import Testing
import ViperSpec

@Suite struct SpecLintTests {
  private func lint(_ text: String, path: String = "spec.feature.md") -> [String] {
    SpecLoader.parse(text, path: path).lintErrors.map {
      "\($0.line): \($0.message.prefix { $0 != "\n" })"
    }
  }

  @Test func `accepts a spec whose every scenario has steps`() {
    #expect(lint("# Feature: F\n## Scenario: S\n* Given a counter at 0\n").isEmpty)
  }

  @Test func `fails a file with no scenarios`() {
    #expect(
      lint("# Feature: Nothing yet\n\nSome prose.\n") == [
        "1: Expected at least one scenario in this file, but it has none."
      ]
    )
  }

  @Test func `fails a scenario with no steps unless it is tagged wip`() {
    let text = """
      # Feature: F
      ## Scenario: Empty
      Prose only.
      `@wip`
      ## Scenario: Being written
      ## Scenario: Full
      * Given a counter at 0
      """

    #expect(lint(text) == ["2: Expected steps under the scenario 'Empty', but it has none."])
  }

  @Test(arguments: [
    ("## Scenaro: Typo", "Scenaro", "Scenario"),
    ("## scenario: Lower case", "scenario", "Scenario"),
    ("## Backgroud:", "Backgroud", "Background"),
    ("### Exmples:", "Exmples", "Examples"),
  ])
  func `fails a heading that nearly spells a keyword`(heading: String, found: String, meant: String)
  {
    let text = "# Feature: F\n\(heading)\n## Scenario: S\n* Given a counter at 0\n"

    #expect(
      lint(text) == [
        "2: Expected '\(meant):', but the heading says '\(found):', so Cucumber reads it as prose."
      ]
    )
  }

  @Test func `fails a heading with a keyword but no colon`() {
    let text =
      "# Feature: F\n## Scenario S\n* Given a counter at 0\n## Scenario: T\n* Given a counter at 1\n"

    #expect(lint(text).map { $0.prefix(3) } == ["2: "])
  }

  @Test(arguments: ["1. Given a counter at 0", "2) When the user taps 1 time"])
  func `fails steps written as a list Cucumber does not read`(line: String) {
    let text = "# Feature: F\n## Scenario: S\n* Given a counter at 0\n\(line)\n"

    #expect(
      lint(text) == [
        "4: Expected a step as a bulleted list item ('* ', '- ' or '+ '), but this line is prose "
          + "to Cucumber: it is a numbered item, and only bulleted items ('* ', '- ', '+ ') are "
          + "steps, so it never runs."
      ]
    )
  }

  /// Each way a Markdown block shows a step-like line that Cucumber reads as prose, in a scenario,
  /// with the reason the finding gives.
  @Test(arguments: [
    ("\n      Then the counter shows 1", "it is in a code block"),
    ("\n    Then the counter shows 1", "it is not a list item"),
    ("\n> Then the counter shows 1", "it is quoted"),
    ("\n> > * Then the counter shows 1", "it is quoted"),
    ("\n### Then the counter shows 1", "it is a heading"),
    ("\nThen the counter shows 1\n---", "it is a heading"),
    ("\n<div>\nThen the counter shows 1\n</div>", "it is in an HTML block"),
    ("\n1. Then the counter shows 1", "it is a numbered item"),
    ("\n* **Then** the counter shows 1", "its keyword is wrapped in markup"),
    ("\n_Then_ the counter shows 1", "its keyword is wrapped in markup"),
    ("\n* `Then` the counter shows 1", "its keyword is wrapped in markup"),
    ("\n* [ ] Then the counter shows 1", "it is a task-list item"),
    ("\n* [Then](#then) the counter shows 1", "its keyword is wrapped in markup"),
    ("\n* <span>Then</span> the counter shows 1", "its keyword is wrapped in markup"),
    ("\n\\* Then the counter shows 1", "its bullet is not one Markdown knows"),
    ("\n* * Then the counter shows 1", "a list item inside another on the same line"),
    ("\n* Then\u{A0}the counter shows 1", "the space after its keyword is U+A0"),
  ])
  func `fails a step-like line in any block but a step's bullet`(lines: String, reason: String) {
    let text = "# Feature: F\n## Scenario: S\n* Given a counter at 0\n\(lines)\n"

    let found = lint(text)

    #expect(found.count == 1, "\(found)")
    #expect(found.first?.contains(reason) == true, "\(found)")
  }

  @Test func `fails a step-like line indented into a code block, where no step runs`() {
    let text = """
      # Feature: F
      ## Scenario: S

          Then the counter shows 1

      * Given a counter at 0
      """

    #expect(
      lint(text) == [
        "4: Expected a step as a bulleted list item ('* ', '- ' or '+ '), but this line is prose "
          + "to Cucumber: it is in a code block, so it never runs."
      ]
    )
  }

  /// A `~~~` fence is no doc string in Cucumber's Markdown (after a step, the parser says so at
  /// the fence), so a step written in one never runs.
  @Test func `says how to keep a code block that quotes steps`() throws {
    let text = "# Feature: F\n## Scenario: S\n\n~~~\nWhen it runs\n~~~\n\n* Given a counter at 0\n"

    let error = try #require(SpecLoader.parse(text, path: "a.feature.md").lintErrors.first)

    #expect(
      error.description == """
        a.feature.md:5: error: Expected a step as a bulleted list item ('* ', '- ' or '+ '), but \
        this line is prose to Cucumber: it is in a code block, so it never runs.

        Cucumber's Markdown reads only bulleted list items as steps, and only those that start \
        with the keyword as written ('* When …'); a line that reads as a step but is not one lets \
        a spec pass without checking it.

        To fix, write it as '* When it runs', or put <!-- viper-spec: allow --> on the line above \
        the code block if it quotes steps on purpose.
        """
    )
  }

  @Test func `the allow comment above a code block keeps all of it`() {
    let scenario = "# Feature: F\n## Scenario: S\n\n"
    let block = "~~~gherkin\nWhen the user taps 1 time\nThen the counter shows 1\n~~~\n"
    let step = "\n* Given a counter at 0\n"

    let allowed = lint(scenario + "<!-- viper-spec: allow -->\n" + block + step)

    #expect(allowed == [])
    #expect(lint(scenario + block + step).map { $0.prefix(3) } == ["5: ", "6: "])
  }

  @Test func `a step's next line that reads as a step is not part of it`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * When the user taps 1 time
        Then the counter shows 1
      """

    #expect(lint(text).map { $0.prefix(3) } == ["4: "])
  }

  /// A link reference definition shows nothing on the rendered page, whatever it says.
  @Test func `a link reference definition is never a step-like line`() {
    let text =
      "# Feature: F\n## Scenario: S\n* Given a counter at 0\n\n[x]: Then the counter shows 1\n"

    #expect(lint(text) == [])
  }

  @Test func `examples whose table is flush left say to indent it`() throws {
    let text = """
      # Feature: F
      ## Scenario Outline: S
      * When the user taps <times> time
      ### Examples:

      | times |
      | 1     |
      """

    let error = try #require(SpecLoader.parse(text, path: "a.feature.md").lintErrors.first)

    #expect(error.line == 4)
    #expect(error.message.contains("the table at line 6 is indented 0 spaces"))
    #expect(error.message.contains("indent each of the table's rows two spaces"))
  }

  /// A plain sentence is prose that may start with a keyword, as Cucumber's compatibility kit
  /// writes in its Markdown example; only a step phrase it matches, which the catalog's lint
  /// checks, says it was meant as a step.
  @Test func `a plain sentence in a scenario that starts with a keyword is prose`() {
    let text = """
      # Feature: F
      ## Scenario: S

      * Given a counter at 0

      And oh by the way, this table is also ignored by Gherkin:

      Given that the service is slow, the app waits.
      """

    #expect(lint(text) == [])
  }

  @Test func `a description keeps its sentences, lists, quotes and code`() {
    let text = """
      # Feature: F

      Given that the service is slow, the app waits.
      The list shows at once
      When the service answers, it refreshes.

      1. When in doubt, ask the team.
      > Then it goes on, says the product owner.

      ```gherkin
      Given the counter starts at 0
      ```

      ## Scenario: S
      * Given a counter at 0
      """

    #expect(lint(text) == [])
  }

  @Test func `steps, doc strings, tables, comments and lower-case prose are never step-like`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a counter at 0
      - When the user taps 1 time
      + Then the counter shows 1
      *\tAnd the counter shows 1
      *And the counter shows 1
      * Then the recorder shows
        ```text
        Then the counter shows 1
        ```
      * And the table
        | Then the counter shows 1 |
      <!--
      Then the counter shows 1
      -->
      then the sentence goes on in lower case.
      """

    #expect(lint(text) == [])
  }

  @Test func `reads the keywords of the file's language`() {
    let text = "# フィーチャ: F\n## シナリオ: S\n* 前提 a counter at 0\n\n> ならば the counter shows 0\n"

    let errors = SpecLoader.parse(text, path: "ja.feature.md", language: "ja").lintErrors

    #expect(errors.map(\.line) == [5])
    #expect(errors.first?.message.contains("write it as '* ならば the counter shows 0'") == true)
  }

  /// Cucumber's Markdown reads a `+` item as a step, as it reads `*` and `-` ones.
  @Test func `a step in a plus item is a step`() {
    let text = "# Feature: F\n## Scenario: S\n* Given a counter at 0\n+ Then the counter shows 0\n"

    #expect(lint(text) == [])
  }

  @Test func `lets a comment on the line above allow a finding`() {
    let text = """
      # Feature: F
      <!-- viper-spec: allow -->
      ## Scenaro: a heading kept as prose on purpose
      ## Scenario: S
      * Given a counter at 0
      """

    #expect(lint(text).isEmpty)
  }

  @Test func `fails a near-miss keyword line in a classic feature file`() {
    let text = "Feature: F\n  Scenaro: Typo\n  Scenario: S\n    Given a counter at 0\n"

    #expect(
      lint(text, path: "spec.feature") == [
        "2: Expected 'Scenario:', but the line says 'Scenaro:', so Cucumber reads it as prose."
      ]
    )
  }

  @Test func `says why and how to fix`() throws {
    let error = try #require(
      SpecLoader.parse("# Feature: F\n", path: "a.feature.md").lintErrors.first
    )

    #expect(
      error.description == """
        a.feature.md:1: error: Expected at least one scenario in this file, but it has none.

        A spec file without scenarios passes without checking anything.

        To fix, add a '## Scenario:' heading with steps, or put <!-- viper-spec: allow --> on the \
        line below the feature heading if the file only describes.
        """
    )
  }

  @Test func `a Markdown file that only describes is allowed below its heading, as it says`() {
    let allowed = "# Feature: F\n<!-- viper-spec: allow -->\nIt only describes.\n"
    let above = "<!-- viper-spec: allow -->\n# Feature: F\nIt only describes.\n"

    #expect(SpecLoader.parse(allowed, path: "a.feature.md").lintErrors.isEmpty)
    #expect(SpecLoader.parse(above, path: "a.feature.md").lintErrors.count == 2)
  }
}
