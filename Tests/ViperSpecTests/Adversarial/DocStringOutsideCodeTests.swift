import Testing
import ViperSpec

/// Attacks the promise that a line Cucumber reads as a step's doc string is one the page shows
/// in that code block: Cucumber's Markdown reads a doc string from fence to fence, whatever its
/// lines look like, while CommonMark ends a fenced code block with the list item or quote that
/// holds it, so a bullet at column 0 between the fences is a step on the page that never runs.
@Suite struct DocStringOutsideCodeTests {
  /// The lint's findings of a Markdown spec, as "line: first line of the message".
  private func lint(_ text: String) -> [String] {
    SpecLoader.parse(text, path: "spec.feature.md").lintErrors.map { error in
      "\(error.line): \(error.message.prefix { $0 != "\n" })"
    }
  }

  /// The first line of the finding for a line of the doc string that opens at a line.
  private func outside(_ line: Int, opening: Int, shown: String = "as a list item") -> String {
    "\(line): Expected this line to stay in the doc string that opens at line \(opening), as "
      + "Cucumber reads it, but the page shows it outside the code block, \(shown) that reads "
      + "as a step, so that step never runs."
  }

  @Test func `a bullet at column 0 inside a doc string is reported, and it does not run`() throws {
    let text = """
      # Feature: F
      ## Scenario: S
      * When the user taps
      * Given a note
        ```
      * Then the counter shows 99
        ```
      * Then the recorder shows
        ```text
        view.tap()
        ```
      """

    let file = SpecLoader.parse(text, path: "spec.feature.md")
    let error = try #require(file.lintErrors.first)

    #expect(file.pickles.first?.steps.map(\.text).contains("the counter shows 99") == false)
    #expect(file.lintErrors.map(\.line) == [6])
    #expect(
      error.message == """
        Expected this line to stay in the doc string that opens at line 5, as Cucumber reads \
        it, but the page shows it outside the code block, as a list item that reads as a step, \
        so that step never runs.

        Cucumber's Markdown reads a doc string from fence to fence, whatever its lines look \
        like, while CommonMark ends a fenced code block with the list item or quote that holds \
        it, at the first line not indented as far as the item's text.

        To fix, indent the line 2 spaces, as the fence is, if it belongs to the doc string, or \
        close the doc string above it with ``` and write it as '* Then the counter shows 99' if \
        it is a step.
        """
    )
  }

  /// The shapes that end the list item holding the fence before the line, each with how the
  /// page shows it.
  @Test(arguments: [
    ("* Given a note\n  ```\n* Then the counter shows 99\n  ```", "as a list item"),
    ("* Given a note\n  ````\n- Then the counter shows 99\n  ````", "as a list item"),
    ("* Given a note\n  ```\n+ Then the counter shows 99\n  ```", "as a list item"),
    ("* Given a note\n  ```\n  note\n\n* Then the counter shows 99\n  ```", "as a list item"),
    ("* Given a note\n  ```\nSome text\n* Then the counter shows 99\n  ```", "as a list item"),
    ("* Given a note\n  ```\n| a |\n* Then the counter shows 99\n  ```", "as a list item"),
    ("* Given a note\n  ```\n> * Then the counter shows 99\n  ```", "in a quote"),
    ("* Given a note\n  ```\n> Then the counter shows 99\n  ```", "in a quote"),
    ("* Given a note\n  ```\n### Then the counter shows 99\n  ```", "as a heading"),
    ("* Given a note\n  ```\n1. Then the counter shows 99\n  ```", "as a numbered item"),
    (
      "* Given a note\n  * detail\n    ```\n  * Then the counter shows 99\n    ```",
      "as a list item"
    ),
    (
      "* Given a note\n  1. detail\n     ```\n* Then the counter shows 99\n     ```",
      "as a list item"
    ),
    ("* Given a note\n      ```\n* Then the counter shows 99\n      ```", "as a list item"),
  ])
  func `a step-like line the page takes out of its doc string is reported at its line`(
    steps: String,
    shown: String
  ) {
    let text = "# Feature: F\n## Scenario: S\n* When the user taps\n\(steps)\n"
    let lines = steps.split(separator: "\n", omittingEmptySubsequences: false)
    let opening = 4 + (lines.firstIndex { $0.contains("```") } ?? 0)
    let line = 4 + (lines.firstIndex { $0.contains("the counter shows 99") } ?? 0)

    #expect(lint(text) == [outside(line, opening: opening, shown: shown)], "\(steps)")
  }

  @Test func `a sentence the page takes out of a doc string is left to the step phrases`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given the counter starts at 0
        ```
      Then the counter shows 99
        ```
      """
    let file = SpecLoader.parse(text, path: "spec.feature.md")

    let errors =
      file.lintErrors + LintCorpusTests.catalog.lintErrors(for: file.stepPhraseCandidates)

    #expect(file.lintErrors == [])
    #expect(errors.map(\.line) == [5])
  }

  @Test
  func `a bullet in a doc string fenced with quotes, which the page shows as text, is reported`()
    throws
  {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a note
        \"\"\"
        * Then the counter shows 99
        \"\"\"
      """

    let error = try #require(SpecLoader.parse(text, path: "spec.feature.md").lintErrors.first)

    #expect(error.line == 5)
    #expect(
      error.message.hasSuffix(
        """
        Cucumber's Markdown reads a doc string from fence to fence, whatever its lines look \
        like, while CommonMark knows no \"\"\" fence and shows the lines between as text.

        To fix, fence the doc string with ``` instead if it belongs to the doc string, or close \
        the doc string above it with \"\"\" and write it as '* Then the counter shows 99' if it \
        is a step.
        """
      )
    )
  }

  @Test func `a step run on lazily from a bullet inside a doc string is reported once`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a note
        ```
      * Then the counter shows 99
      and the total shows 99
        ```
      """

    #expect(lint(text) == [outside(5, opening: 4)])
  }

  @Test func `the allow comment above the line keeps it`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a note
        ```
      <!-- viper-spec: allow -->
      * Then the counter shows 99
        ```
      """

    #expect(lint(text) == [])
  }

  @Test(arguments: [
    "  ```\n  * Then the counter shows 99\n  ```",
    "  ```\n  Then the counter shows 99\n\n  > Then the counter shows 99\n  ```",
    "  ````markdown\n  ```\n  * Then the counter shows 99\n  ```\n  ````",
    "```\n* Then the counter shows 99\n```",
    "  ```\n\n  * Then the counter shows 99\n  ```",
  ])
  func `a doc string the page keeps in its code block is no finding`(docString: String) {
    let text = "# Feature: F\n## Scenario: S\n* Given a note\n\(docString)\n* When the user taps\n"

    #expect(lint(text) == [], "\(docString)")
  }

  @Test func `a tilde fence around a bullet is reported at the fence, and the step runs`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a note
        ~~~
      * Then the counter shows 99
        ~~~
      """

    let file = SpecLoader.parse(text, path: "spec.feature.md")

    #expect(file.pickles.first?.steps.map(\.text).contains("the counter shows 99") == true)
    #expect(file.lintErrors.map(\.line) == [4])
  }

  @Test func `a step Cucumber runs after a doc string the page keeps open is reported as code`() {
    let text = """
      # Feature: F
      ## Scenario: S
      * Given a note
      ```
      note
      ```text
      * Then the counter shows 99
      ```
      ```
      """

    let file = SpecLoader.parse(text, path: "spec.feature.md")

    #expect(file.pickles.first?.steps.map(\.text).contains("the counter shows 99") == true)
    #expect(
      lint(text) == [
        "7: This step runs, but the page shows it as code, so a reader of the rendered spec does "
          + "not see it as a step."
      ]
    )
  }
}
