import Testing
import ViperSpec

@Suite struct GherkinParserTests {
  let markdown = GherkinParser(format: .markdown)

  private func feature(_ text: String) throws -> GherkinFeature {
    try #require(try markdown.parse(text, uri: "test.feature.md").feature)
  }

  private func scenarios(_ feature: GherkinFeature) -> [GherkinScenario] {
    feature.children.compactMap {
      if case .scenario(let scenario) = $0 { scenario } else { nil }
    }
  }

  @Test func `reads the feature heading, its tags and the background`() throws {
    let text = try Fixture.text("counter.feature.md")

    let feature = try #require(try markdown.parse(text, uri: "counter.feature.md").feature)

    #expect(feature.keyword == "Feature")
    #expect(feature.name == "Counting taps")
    #expect(feature.tags.map(\.name) == ["@counter"])
    #expect(feature.background?.steps.map(\.text) == ["a counter at 0"])
  }

  @Test func `reads scenarios, outlines and their examples`() throws {
    let feature = try feature(try Fixture.text("counter.feature.md"))

    let scenarios = scenarios(feature)

    #expect(
      scenarios.map(\.name) == [
        "Tapping once adds one", "The display lists every change", "Tapping adds one per tap",
        "Setting values from a table", "Resetting the counter",
      ]
    )
    #expect(try scenarios.element(at: 2).keyword == "Scenario Outline")
    #expect(try scenarios.element(at: 2).tags.map(\.name) == ["@slow"])
    let outline = try scenarios.element(at: 2)
    #expect(outline.examples.first?.tableHeader?.cells.map(\.value) == ["taps", "total"])
    #expect(
      outline.examples.first?.tableBody.map { $0.cells.map(\.value) } == [
        ["3", "3"], ["5", "5"],
      ]
    )
  }

  @Test func `reads steps with their keywords and types`() throws {
    let feature = try feature(try Fixture.text("counter.feature.md"))

    let steps = try scenarios(feature).element(at: 0).steps

    #expect(steps.map(\.keyword) == ["When ", "Then "])
    #expect(steps.map(\.keywordType) == [.action, .outcome])
    #expect(steps.map(\.text) == ["the user taps 1 time", "the counter shows 1"])
    #expect(steps.map(\.location.line) == [13, 14])
  }

  @Test func `reads a fenced block under a step as a doc string`() throws {
    let feature = try feature(try Fixture.text("counter.feature.md"))

    let docString = try #require(
      try scenarios(feature).element(at: 1).steps.element(at: 1).docString
    )

    #expect(docString.content == "render: 1\nrender: 2")
    #expect(docString.mediaType == "text")
    #expect(docString.location.line == 22)
    #expect(docString.closingLine == 25)
    #expect(docString.indent == 2)
  }

  @Test func `reads an indented table under a step as a data table, skipping the separator`() throws
  {
    let feature = try feature(try Fixture.text("counter.feature.md"))

    let rows = try #require(try scenarios(feature).element(at: 3).steps.element(at: 0).dataTable)

    #expect(
      rows.map { $0.cells.map(\.value) } == [["name", "value"], ["left", "2"], ["right", "7"]]
    )
  }

  @Test func `ignores prose, unindented tables and bullets without keywords`() throws {
    let text = """
      # Feature: Prose
      Some text with * stars.
      | not | a table |
      - a bullet
      ## Scenario: One
      - Given a step
      - a bullet between steps
      - Then another
      """

    let feature = try feature(text)

    #expect(try scenarios(feature).element(at: 0).steps.map(\.text) == ["a step", "another"])
  }

  @Test func `resolves escapes in table cells`() throws {
    let text = """
      # Feature: Escapes
      ## Scenario: One
      * Given cells
        | a \\| b | c \\\\ d | e\\nf |
      """

    let feature = try feature(text)

    let rows = try #require(try scenarios(feature).element(at: 0).steps.element(at: 0).dataTable)
    #expect(try rows.element(at: 0).cells.map(\.value) == ["a | b", "c \\ d", "e\nf"])
  }

  @Test func `warns about a heading that lacks its colon`() throws {
    let text = """
      # Feature: Colons
      ## Scenario Outline without colon
      ### Examples
      """

    let document = try markdown.parse(text, uri: "colons.feature.md")

    #expect(
      document.diagnostics.map(\.description) == [
        "colons.feature.md:2: warning: This heading starts with 'Scenario Outline' but has no colon, so it is read as prose. Write 'Scenario Outline:' to make it Gherkin.",
        "colons.feature.md:3: warning: This heading starts with 'Examples' but has no colon, so it is read as prose. Write 'Examples:' to make it Gherkin.",
      ]
    )
  }

  @Test func `warns when the first line is not a feature heading`() throws {
    let document = try markdown.parse("# Counting\n", uri: "a.feature.md")

    #expect(document.feature?.name == "# Counting")
    #expect(document.diagnostics.map(\.location.line) == [1])
  }

  @Test func `says that a Markdown file takes its language from the option, not a comment`() throws
  {
    let text = "# language: fr\n# Fonctionnalité: F\n"

    let document = try markdown.parse(text, uri: "a.feature.md")

    #expect(
      document.diagnostics.first?.message
        == "Expected the first line to be a '# Feature: …' heading; Cucumber reads this line as the "
        + "feature's name. Cucumber's Markdown reader has no '# language:' line: run viper-spec "
        + "with --language fr (or set the spec's language in its Swift Testing suite) instead."
    )
  }

  @Test func `reads a feature heading after prose as prose, as Cucumber does`() throws {
    let text = "Intro before the heading.\n\n# Feature: Counting\n\n## Scenario: One\n* Given x\n"

    let document = try markdown.parse(text, uri: "a.feature.md")

    #expect(document.feature?.name == "Intro before the heading.")
    #expect(document.feature.map(scenarios)?.map(\.name) == ["One"])
    #expect(document.diagnostics.map(\.location.line) == [1, 3])
  }

  @Test
  func `reads tilde fences as prose and their lines as Gherkin, with a warning, as Cucumber does`()
    throws
  {
    let text = "# Feature: F\n## Scenario: S\n* Given x\n  ~~~\n  * When hidden\n  ~~~\n"

    let document = try markdown.parse(text, uri: "a.feature.md")

    let steps = try #require(document.feature.map(scenarios)?.first?.steps)
    #expect(steps.map(\.text) == ["x", "hidden"])
    #expect(steps.first?.docString == nil)
    #expect(document.diagnostics.map(\.location.line) == [4])
  }

  @Test func `names a full-width colon in a classic Japanese file`() throws {
    let classic = GherkinParser(format: .classic)
    let text = "# language: ja\n機能: A\n  シナリオ：B\n"

    let document = try classic.parse(text, uri: "a.feature")

    #expect(
      document.diagnostics.map(\.description) == [
        "a.feature:3: warning: This line starts with 'シナリオ' but has no colon (a full-width '：' "
          + "does not count), so it is read as prose. Write 'シナリオ:' to make it Gherkin."
      ]
    )
  }

  @Test func `reads rules with their own background`() throws {
    let text = """
      # Feature: Rules
      ## Rule: First
      ## Background:
      * Given a start
      ## Example: One
      * Then it works
      """

    let feature = try feature(text)

    guard case .rule(let rule)? = feature.children.first else {
      Issue.record("Expected a rule")
      return
    }
    #expect(rule.name == "First")
    #expect(rule.background?.steps.map(\.text) == ["a start"])
    #expect(rule.scenarios.map(\.name) == ["One"])
  }

  @Test func `reads a classic file in Japanese through its language comment`() throws {
    let text = try Fixture.text("counter-ja.feature")

    let document = try GherkinParser(format: .classic).parse(text, uri: "counter-ja.feature")

    let feature = try #require(document.feature)
    #expect(feature.language == "ja")
    #expect(feature.keyword == "機能")
    #expect(feature.tags.map(\.name) == ["@counter"])
    #expect(feature.background?.steps.map(\.keyword) == ["前提"])
    let scenarios = scenarios(feature)
    #expect(scenarios.map(\.keyword) == ["シナリオ", "シナリオアウトライン"])
    #expect(try scenarios.element(at: 0).steps.map(\.keywordType) == [.action, .outcome])
    #expect(try scenarios.element(at: 1).examples.first?.keyword == "例")
  }

  @Test func `reads Markdown in Japanese through the language setting`() throws {
    let text = """
      # 機能: 数える
      ## シナリオ: 一回
      * もし タップする
      * ならば 1 を表示する
      """

    let document = try GherkinParser(format: .markdown, language: "ja").parse(text, uri: "ja.md")

    #expect(document.feature?.name == "数える")
    #expect(
      try scenarios(try #require(document.feature)).element(at: 0).steps.map(\.text) == [
        "タップする", "1 を表示する",
      ]
    )
  }

  @Test func `numbers nodes in the order Cucumber's AST builder does`() throws {
    let text = """
      `@f`
      # Feature: IDs
      `@a`
      ## Scenario Outline: Outline
      * Given <x>
        | t |
      ### Examples:
        | x |
        | 1 |
      """

    let feature = try feature(text)

    let outline = try scenarios(feature).element(at: 0)
    #expect(outline.steps.map(\.id) == ["1"])
    #expect(try outline.examples.element(at: 0).tableHeader?.id == "2")
    #expect(try outline.examples.element(at: 0).tableBody.map(\.id) == ["3"])
    #expect(try outline.examples.element(at: 0).id == "4")
    #expect(outline.tags.map(\.id) == ["5"])
    #expect(outline.id == "6")
    #expect(feature.tags.map(\.id) == ["7"])
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    let format: GherkinFormat
    let text: String
    let line: Int
    let message: String
    var testDescription: String { message }
  }

  static let malformed: [Malformed] = [
    Malformed(
      format: .markdown,
      text: "# Feature: A\n## Scenario: B\n* Given x\n  ```\n  open",
      line: 6,
      message: "Expected a closing ``` for the doc string opened on line 4, but the file ended."
    ),
    Malformed(
      format: .markdown,
      text: "# Feature: A\n`@tag`\n",
      line: 3,
      message: "Expected a heading after the tags on line 2, but the file ended."
    ),
    Malformed(
      format: .markdown,
      text: "# Feature: A\n## Scenario: B\n* Given x\n  | a | b |\n  | c |\n",
      line: 5,
      message: "Expected 2 cells like the table's first row (line 4), but found 1."
    ),
    Malformed(
      format: .markdown,
      text: "# Feature: A\n## Scenario: B\n* Given x\n## Background:\n",
      line: 4,
      message:
        "Expected one of: the end of the file, a table row, a doc string fence, a step, tags, a '#' heading with 'Examples:', a '#' heading with 'Scenario:' or 'Scenario Outline:', a '#' heading with 'Rule:', a comment, a blank line; but found '## Background:'."
    ),
    Malformed(
      format: .markdown,
      text: "# Feature: A\n## Scenario Outline: B\n* Given <x>\n### Examples:\n  | x |\n* When y\n",
      line: 6,
      message:
        "Expected one of: the end of the file, a table row, tags, a '#' heading with 'Examples:', a '#' heading with 'Scenario:' or 'Scenario Outline:', a '#' heading with 'Rule:', a comment, a blank line; but found '* When y'."
    ),
    Malformed(
      format: .classic,
      text: "Scenario: A\n",
      line: 1,
      message:
        "Expected one of: the end of the file, a '# language:' line, tags, 'Feature:', a comment, a blank line; but found 'Scenario: A'."
    ),
    Malformed(
      format: .classic,
      text: "Feature: A\n  Scenario: B\n    Given x\n    oops\n",
      line: 4,
      message:
        "Expected one of: the end of the file, a table row, a doc string fence, a step, tags, 'Examples:', 'Scenario:' or 'Scenario Outline:', 'Rule:', a comment, a blank line; but found 'oops'."
    ),
    Malformed(
      format: .classic,
      text: "# language: xx\nFeature: A\n",
      line: 1,
      message:
        "Unknown language 'xx'. Use a code from Cucumber's gherkin-languages.json, such as en, fr or ja."
    ),
  ]

  @Test(arguments: malformed)
  func `rejects a malformed spec with its file, line and what was expected`(
    _ example: Malformed
  ) {
    let parser = GherkinParser(format: example.format)

    #expect {
      try parser.parse(example.text, uri: "Specs/bad.feature")
    } throws: { error in
      guard let error = error as? GherkinParseError else { return false }
      return error.uri == "Specs/bad.feature" && error.location.line == example.line
        && error.message == example.message
    }
  }

  @Test func `reads a step with both a doc string and a data table, in either order`() throws {
    let text = """
      Feature: A
        Scenario: B
          Given both
            ```
            t
            ```
            | a |
          When both again
            | b |
            \"\"\"
            u
            \"\"\"
      """

    let document = try GherkinParser(format: .classic).parse(text, uri: "a.feature")
    let pickle = try PickleCompiler.compile(document).element(at: 0)

    #expect(
      try pickle.steps.element(at: 0).arguments == [
        .docString(content: "t", mediaType: ""), .dataTable([["a"]]),
      ]
    )
    #expect(
      try pickle.steps.element(at: 1).arguments == [
        .dataTable([["b"]]), .docString(content: "u", mediaType: ""),
      ]
    )
  }

  @Test(arguments: [
    "# Feature: A\n### Examples:\n",
    "Feature: A\nFeature: B\n",
  ])
  func `accepts what Cucumber's parser accepts, where an earlier reading rejected it`(
    _ text: String
  ) throws {
    let format: GherkinFormat = text.hasPrefix("#") ? .markdown : .classic

    let document = try GherkinParser(format: format).parse(text, uri: "a.feature")

    #expect(document.feature?.name == "A")
    #expect(document.feature?.children.isEmpty == true)
  }
}
