import Testing
import ViperSpec

@Suite struct ReportTests {
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

  @Test @MainActor func `prints a mark per step and the summary line`() async {
    let text = ConsoleReport.text(await results())

    #expect(
      text.hasPrefix(
        """
        Feature: Reports  (r.feature.md)

          ✓ Passing
              ✓ Given a counter at 1
              ✓ Then the counter shows 1

          ✗ Failing <x>
              ✗ Then the counter shows 2
        """
      )
    )
    #expect(text.hasSuffix("2 scenarios (1 passed, 1 failed, 0 pending)"))
  }

  @Test @MainActor func `writes JUnit XML with a failure per failed step, escaped`() async {
    let xml = JUnitReport.xml(await results())

    #expect(
      xml.contains("<testsuites name=\"viper-spec\" tests=\"2\" failures=\"1\" skipped=\"0\">")
    )
    #expect(
      xml.contains(
        "<testcase classname=\"Reports\" name=\"Passing\" file=\"r.feature.md\" line=\"2\"/>"
      )
    )
    #expect(xml.contains("name=\"Failing &lt;x&gt;\""))
    #expect(
      xml.contains("<failure message=\"Step failed at r.feature.md:6: Then the counter shows 2\">")
    )
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

  @Test func `writes a pickle envelope with Cucumber Messages field names`() throws {
    let text = "`@t`\n# Feature: F\n## Scenario: S\n* Given a \"quoted\" step\n  | a |\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)

    let json = MessageEnvelope.pickle(pickle)

    #expect(
      json
        == #"{"pickle":{"id":"5","uri":"f.feature.md","location":{"line":3,"column":4},"name":"S","language":"en","steps":[{"id":"4","text":"a \"quoted\" step","type":"Context","astNodeIds":["1"],"argument":{"dataTable":{"rows":[{"cells":[{"value":"a"}]}]}}}],"tags":[{"name":"@t","astNodeId":"3"}],"astNodeIds":["2"]}}"#
    )
  }
}
