import Foundation
import Testing
import ViperSpecCLI

/// The `--html` report shows the mutated sources with each mutant on its line, survivors first
/// and loudest, so that a reader sees which behaviour no test checks and where.
@Suite struct MutationHTMLReportTests {
  let html = MutationHTMLReport.html(MutationReportFixture.report)

  @Test func `a survivor's line is marked with its operator and change`() throws {
    let line = try Self.line(3, of: "file-2", in: html)

    #expect(line.contains(#"class="line survived""#))
    #expect(line.contains(#"<li id="mutant-1" class="mutant survived" data-status="survived">"#))
    #expect(line.contains(#"<span class="status survived">✗ Survived</span>"#))
    #expect(line.contains(#"<span class="operator">logical</span>"#))
    #expect(line.contains("<del><code>&amp;&amp;</code></del> → <ins><code>||</code></ins>"))
  }

  @Test func `a killed mutant is quieter and names the tests that killed it`() throws {
    let line = try Self.line(4, of: "file-1", in: html)

    #expect(line.contains(#"class="line detected""#))
    #expect(line.contains(#"<li id="mutant-8" class="mutant killed" data-status="killed">"#))
    #expect(line.contains(#"<span class="status killed">✓ Killed</span>"#))
    #expect(
      line.contains("killed by LoginInteractorTests/counts attempts, LoginSpec/Too many attempts")
    )
  }

  @Test func `a line holding a survivor and a killed mutant is marked as surviving`() throws {
    let line = try Self.line(3, of: "file-2", in: html)

    #expect(line.contains(#"data-status="killed""#))
    #expect(line.hasPrefix(#"<li value="3" id="file-2-L3" class="line survived">"#))
  }

  @Test func `a line without mutants is plain source`() throws {
    let line = try Self.line(1, of: "file-2", in: html)

    #expect(line == #"<li value="1" id="file-2-L1"><code>final class LoginPresenter {</code></li>"#)
  }

  @Test func `source with HTML characters is escaped`() {
    #expect(html.contains("&lt;your&gt; \\&quot;account\\&quot; &amp; password."))
    #expect(html.contains("&lt;script&gt;window.pwned=1&lt;/script&gt;"))
    #expect(html.contains("&lt;img src=x onerror=\\&quot;window.pwned=2\\&quot;&gt;"))
    #expect(!html.contains("<script>window.pwned"))
    #expect(!html.contains("<img"))
  }

  @Test func `the overall score and each file's are at the top`() throws {
    let main = try #require(html.range(of: "<main>"))
    let summary = try #require(html.range(of: "Mutation score 60.0%"))
    let presenterRow = try #require(html.range(of: ##"<a href="#file-2">"##))
    let presenterSection = try #require(html.range(of: #"<section id="file-2""#))

    #expect(summary.lowerBound < main.lowerBound)
    #expect(presenterRow.lowerBound < presenterSection.lowerBound)
    #expect(html.contains("3 of 5 mutants detected; 2 survived, 2 killed, 1 timed out, 1 not run"))
    #expect(html.contains(#"<td class="score low">50.0%</td>"#))
    #expect(html.contains(#"<td class="score medium">60.0%</td>"#))
    #expect(html.contains(#"<td class="score high">100.0%</td>"#))
  }

  @Test func `a file none of whose mutants count has no score`() {
    #expect(html.contains(#"<td class="score">n/a</td>"#))
  }

  @Test func `the survivors are listed first, each as the console names it, with a link`() throws {
    let survivors = try #require(html.range(of: #"<h2 id="survivors">Survivors (2)</h2>"#))
    let firstFile = try #require(html.range(of: "<section id=\"file-1\""))

    #expect(survivors.lowerBound < firstFile.lowerBound)
    #expect(
      html.contains(
        ##"<li><a href="#mutant-1">Sources/Login/LoginPresenter.swift:3: logical: &amp;&amp; → ||</a></li>"##
      )
    )
  }

  @Test func `a change over several lines keeps its lines, and a removal says so`() {
    #expect(html.contains("<del><code>view?.showSpinner()\n    router.close()</code></del>"))
    #expect(html.contains("<del><code>view?.showSpinner()</code></del> → <ins>removed</ins>"))
  }

  @Test func `the status filter lists each status with its count`() {
    #expect(html.contains(#"<input type="checkbox" name="status" value="survived" checked>"#))
    #expect(html.contains("✗ Survived (2)"))
    #expect(html.contains("✓ Killed (2)"))
    #expect(html.contains("– Ignored (2)"))
    #expect(html.contains(#"<search id="controls" class="controls" hidden>"#))
  }

  @Test func `the page is the HTML report's shell, allowing its own script alone`() throws {
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains(#"content="default-src 'none'; style-src 'unsafe-inline'"#))
    #expect(html.contains("script-src 'sha256-"))
    #expect(html.contains("<script>\(MutationReportScript.source)</script>"))
    #expect(html.contains("<title>Mutation testing: Login: 60.0%</title>"))
  }

  @Test func `a run with nothing mutated says so`() {
    let html = MutationHTMLReport.html(MutationReportFixture.empty)

    #expect(html.contains("No mutants: nothing was mutated."))
    #expect(!html.contains("<section id=\"file-"))
  }

  // MARK: Reading the page

  /// The markup of one line of a file's source, from its `<li>` to the end of its mutants.
  static func line(_ number: Int, of file: String, in html: String) throws -> String {
    let start = try #require(html.range(of: #"<li value="\#(number)" id="\#(file)-L\#(number)""#))
    let rest = html[start.lowerBound...]
    let end = try #require(rest.range(of: "\n<li value=") ?? rest.range(of: "\n</ol>"))
    return String(rest[..<end.lowerBound])
  }
}
