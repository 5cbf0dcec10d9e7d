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
        "4: Expected a step as a '* ' or '- ' list item, but this line is prose, so it never runs."
      ]
    )
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
