import Testing
import ViperSpecCLI

/// A file's source reads line for line as written, whatever its line ends, and no mutant is lost.
@Suite struct MutationSourceHTMLTests {
  @Test func `Windows line ends are line ends, and the last one starts no line`() {
    var run = MutationReportFixture.empty
    run.sources["a.swift"] = "let a = 1\r\nlet b = 2\r\n"

    let html = MutationHTMLReport.html(run)

    #expect(html.contains(#"<li value="1" id="file-1-L1"><code>let a = 1</code></li>"#))
    #expect(html.contains(#"<li value="2" id="file-1-L2"><code>let b = 2</code></li>"#))
    #expect(!html.contains(#"id="file-1-L3""#))
  }

  @Test func `a mutant on a line the source lacks is listed after it`() {
    var run = MutationReportFixture.report
    run.sources[MutationReportFixture.routerPath] = nil

    let html = MutationHTMLReport.html(run)

    #expect(html.contains("Mutants on lines the report has no source for:"))
    #expect(html.contains(#"<li id="mutant-9" class="mutant ignored" data-status="ignored">"#))
  }
}
