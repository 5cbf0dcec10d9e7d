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

  @Test func `thresholds outside the schema's range are brought inside it`() {
    let thresholds = MutationThresholds(high: 50, low: 120)

    #expect(thresholds.low == 100)
    #expect(thresholds.high == 100)
    #expect(MutationThresholds(high: -3, low: -5) == MutationThresholds(high: 0, low: 0))
  }
}
