import Testing
import ViperSpecCLI

@Suite struct ConsoleReportTests {
  @Test @MainActor func `prints a mark per step and the summary line`() async {
    let text = ConsoleReport.text(await ReportFixture.results())

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
}
