import Testing
import ViperSpec

@Suite struct MarkdownReportTests {
  @MainActor
  private func results() async -> [ScenarioResult] {
    let text = """
      # Feature: Reports
      ## Scenario: Passing
      * Given a counter at 1
      * Then the counter shows 1
      ## Scenario: Failing <x>
      * Then the counter shows 2
      """
    var results: [ScenarioResult] = []
    for pickle in SpecLoader.parse(text, path: "r.feature.md").pickles {
      results.append(
        await ScenarioRunner.run(pickle, with: CounterWorld.steps, settings: RunSettings())
      )
    }
    return results
  }

  @Test @MainActor func `annotates each step line of the Markdown with its marks`() async {
    let text =
      "# Feature: Reports\n## Scenario: Passing\n* Given a counter at 1\n* Then the counter shows 1\n## Scenario: Failing <x>\n* Then the counter shows 2"

    let markdown = MarkdownReport.markdown(
      files: [("r.feature.md", text)],
      results: await results()
    )

    #expect(markdown.contains("* Given a counter at 1 ✓\n* Then the counter shows 1 ✓\n"))
    #expect(markdown.contains("* Then the counter shows 2 ✗\n"))
    #expect(markdown.contains("**Failures**"))
  }
}
