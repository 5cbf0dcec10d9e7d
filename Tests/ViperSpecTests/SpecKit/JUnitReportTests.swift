import Testing
import ViperSpec

@Suite struct JUnitReportTests {
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
}
