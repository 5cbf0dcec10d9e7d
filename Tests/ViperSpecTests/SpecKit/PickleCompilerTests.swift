import Testing
import ViperSpec

@Suite struct PickleCompilerTests {
  private func pickles(_ text: String, format: GherkinFormat = .markdown) throws -> [Pickle] {
    PickleCompiler.compile(try GherkinParser(format: format).parse(text, uri: "a.feature.md"))
  }

  @Test func `expands an outline per example row with placeholders filled in`() throws {
    let text = """
      # Feature: Outlines
      ## Scenario Outline: Adding <a> and <b>
      * When I add <a> and <b>
      * Then I get <sum>
      ### Examples:
        | a | b | sum |
        | 1 | 2 | 3   |
        | 4 | 5 | 9   |
      """

    let pickles = try pickles(text)

    #expect(pickles.map(\.name) == ["Adding 1 and 2", "Adding 4 and 5"])
    #expect(
      pickles.map { $0.steps.map(\.text) } == [
        ["I add 1 and 2", "I get 3"], ["I add 4 and 5", "I get 9"],
      ]
    )
    #expect(try pickles.element(at: 1).exampleValues.map(\.value) == ["4", "5", "9"])
    #expect(try pickles.element(at: 0).location.line == 7)
  }

  @Test func `copies the background steps into every scenario`() throws {
    let text = """
      # Feature: Background
      ## Background:
      * Given a start
      ## Scenario: One
      * Then one
      ## Scenario: Two
      * Then two
      """

    let pickles = try pickles(text)

    #expect(pickles.map { $0.steps.map(\.text) } == [["a start", "one"], ["a start", "two"]])
  }

  @Test func `gives And and But steps the type of the step before them`() throws {
    let text = """
      # Feature: Types
      ## Scenario: One
      * Given a
      * And b
      * When c
      * But d
      * Then e
      """

    let pickles = try pickles(text)

    #expect(
      try pickles.element(at: 0).steps.map(\.type) == [
        .context, .context, .action, .action, .outcome,
      ]
    )
  }

  @Test func `collects tags from feature, scenario and examples`() throws {
    let text = """
      `@f`
      # Feature: Tags
      `@s`
      ## Scenario Outline: One
      * Given <x>
      `@e`
      ### Examples:
        | x |
        | 1 |
      """

    let pickles = try pickles(text)

    #expect(try pickles.element(at: 0).tagNames == ["@f", "@s", "@e"])
  }

  @Test func `numbers pickle steps and pickles after the document's nodes`() throws {
    let text = """
      # Feature: IDs
      ## Scenario: One
      * Given a
      """

    let pickles = try pickles(text)

    #expect(try pickles.element(at: 0).steps.map(\.id) == ["2"])
    #expect(try pickles.element(at: 0).id == "3")
    #expect(try pickles.element(at: 0).astNodeIds == ["1"])
  }

  @Test func `fills placeholders in data tables and doc strings`() throws {
    let text = """
      # Feature: Arguments
      ## Scenario Outline: One
      * Given a table
        | <x> |
      * Then a text
        ```<x>
        value <x>
        ```
      ### Examples:
        | x |
        | 7 |
      """

    let pickles = try pickles(text)

    #expect(try pickles.element(at: 0).steps.element(at: 0).arguments == [.dataTable([["7"]])])
    #expect(
      try pickles.element(at: 0).steps.element(at: 1).arguments
        == [.docString(content: "value 7", mediaType: "7")]
    )
  }
}
