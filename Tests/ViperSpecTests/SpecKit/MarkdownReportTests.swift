import Foundation
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

  @Test @MainActor func `lists the scenarios run again and what steps attached`() async throws {
    let text = "# Feature: Reports\n## Scenario: Flaky\n* Given a counter at 1\n"
    let pickle = try #require(SpecLoader.parse(text, path: "r.feature.md").pickles.first)
    var steps = StepLibrary<Void> {}
    steps.given("a counter at {int}") { (_, _: Int) in
      Scenario.log("counted")
      Scenario.attach(Data([0, 1, 2]), mediaType: "image/png", fileName: "screen.png")
    }
    var result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
    result.attempts = 2

    let markdown = MarkdownReport.markdown(files: [("r.feature.md", text)], results: [result])

    #expect(markdown.contains("**Retried**\n\n- Flaky: passed on attempt 2"))
    #expect(markdown.contains("- Flaky, Given a counter at 1: `counted`"))
    #expect(markdown.contains("- Flaky, Given a counter at 1: `screen.png` `image/png`, 3 bytes"))
  }
}
