import Testing
import ViperSpecCLI

@Suite struct MarkdownReportTests {
  @Test @MainActor func `annotates each step line of the Markdown with its marks`() async {
    let text =
      "# Feature: Reports\n## Scenario: Passing\n* Given a counter at 1\n* Then the counter shows 1\n## Scenario: Failing <x>\n* Then the counter shows 2"

    let markdown = MarkdownReport.markdown(
      files: [("r.feature.md", text)],
      results: await ReportFixture.results()
    )

    #expect(markdown.contains("* Given a counter at 1 ✓\n* Then the counter shows 1 ✓\n"))
    #expect(markdown.contains("* Then the counter shows 2 ✗\n"))
    #expect(markdown.contains("**Failures**"))
  }
}
