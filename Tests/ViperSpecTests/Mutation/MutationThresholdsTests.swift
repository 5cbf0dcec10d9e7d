import Testing
import ViperSpecCLI

/// A run is judged by Stryker's thresholds unless told otherwise, in both reports.
@Suite struct MutationThresholdsTests {
  @Test func `the defaults are Stryker's, 80 and 60`() {
    let thresholds = MutationThresholds()

    #expect(thresholds.high == 80)
    #expect(thresholds.low == 60)
  }

  @Test func `the page colours scores by the thresholds it is given`() {
    let html = MutationHTMLReport.html(
      MutationReportFixture.report,
      thresholds: MutationThresholds(high: 60, low: 50)
    )

    #expect(html.contains(#"<td class="score high">60.0%</td>"#))
    #expect(html.contains(#"<p class="summary high" role="status">"#))
  }
}
