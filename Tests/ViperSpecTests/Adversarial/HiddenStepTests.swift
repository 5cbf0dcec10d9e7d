import Testing
import ViperSpec

/// Attacks the promise that every step that runs is one a reader of the rendered page sees as a
/// step: Cucumber's Markdown runs a bulleted step inside an HTML comment or indented into a code
/// block (as gherkin-official 42 does), while the page hides the one and shows the other as code.
@Suite struct HiddenStepTests {
  /// The lint's findings of a Markdown spec, as "line: first line of the message".
  private func lint(_ text: String) -> [String] {
    SpecLoader.parse(text, path: "spec.feature.md").lintErrors.map { error in
      "\(error.line): \(error.message.prefix { $0 != "\n" })"
    }
  }

  @Test func `a step inside an HTML comment runs, and is reported as hidden`() throws {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given the counter starts at 0
      <!--
      * When the user taps
      -->
      * Then the counter shows 1
      """

    let file = SpecLoader.parse(text, path: "spec.feature.md")
    let error = try #require(file.lintErrors.first)

    #expect(file.pickles.first?.steps.map(\.text).contains("the user taps") == true)
    #expect(
      error.message == """
        This step runs, but the page shows it inside an HTML comment, so a reader of the \
        rendered spec does not see it as a step.

        Cucumber's Markdown runs every bulleted line that starts with a keyword, whatever block \
        the page puts it in; a step the reader cannot see checks something nobody reviews, and a \
        comment does not turn a step off.

        To fix, move it out of the comment, or delete it if it was meant to be turned off, or \
        put <!-- viper-spec: allow --> on the line above if it runs there on purpose.
        """
    )
    #expect(file.lintErrors.count == 1)
  }

  @Test func `a step indented into a code block under a list item is reported as code`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given the counter starts at 0

              * When the user taps
      * Then the counter shows 1
      """

    #expect(
      lint(text) == [
        "5: This step runs, but the page shows it as code, so a reader of the rendered spec does "
          + "not see it as a step."
      ]
    )
  }

  @Test(arguments: [
    "<!-- A note: the counter never goes below 0. -->",
    "<!--\nWhen in doubt, ask the team.\n-->",
    "<!-- viper-spec: allow -->\n<!--\n* When the user taps\n-->",
    "<!-- viper-spec: allow -->\n\n        * When the user taps",
  ])
  func `a comment of prose, and a hidden step the allow comment keeps, are no findings`(
    shape: String
  ) {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given the counter starts at 0
      \(shape)

      * Then the counter shows 1
      """

    #expect(lint(text) == [])
  }

  @Test func `a '+ ' step runs, and the lint names it among the bullets Cucumber reads`() throws {
    let text = "# Feature: F\n## Scenario: S\n+ Given the counter starts at 0\n1. When it runs\n"

    let file = SpecLoader.parse(text, path: "spec.feature.md")
    let error = try #require(file.lintErrors.first)

    #expect(file.pickles.first?.steps.map(\.text) == ["the counter starts at 0"])
    #expect(
      error.message.hasPrefix(
        "Expected a step as a bulleted list item ('* ', '- ' or '+ '), but this line is prose to "
          + "Cucumber: it is a numbered item, and only bulleted items ('* ', '- ', '+ ') are "
          + "steps, so it never runs."
      )
    )
  }
}
