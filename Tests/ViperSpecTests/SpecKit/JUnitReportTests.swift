import Testing
import ViperSpecCLI

@Suite struct JUnitReportTests {
  @Test @MainActor func `writes JUnit XML with a failure per failed step, escaped`() async throws {
    let xml = JUnitReport.xml(await ReportFixture.results())

    #expect(
      xml.contains(
        "<testsuites name=\"viper-spec\" tests=\"2\" failures=\"1\" skipped=\"0\" time=\""
      )
    )
    #expect(
      xml.contains(
        "<testcase classname=\"Reports\" name=\"Passing\" file=\"r.feature.md\" line=\"2\" time=\""
      )
    )
    #expect(try Regex(#"<testcase [^>]* time="\d+\.\d{3}"/>"#).firstMatch(in: xml) != nil)
    #expect(xml.contains("name=\"Failing &lt;x&gt;\""))
    #expect(
      xml.contains("<failure message=\"Step failed at r.feature.md:6: Then the counter shows 2\">")
    )
  }
}
