import Foundation
import Testing
import ViperSpecCLI

/// The HTML report shows the run as its specs read: the console's summary, failures first,
/// each feature's prose, and each scenario that ran as an article with a stable anchor.
@Suite struct HTMLReportTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "html-report")
  }

  @Test @MainActor
  func `each scenario that ran is an article named by its scenario, with an anchor`()
    async throws
  {
    let html = HTMLReport.html(
      files: [HTMLReport.File(path: "r.feature.md", text: "", document: nil)],
      results: await ReportFixture.results()
    )

    #expect(html.contains(#"<article id="reports-passing" class="scenario passed""#))
    #expect(html.contains(##"<a href="#reports-passing">Scenario: Passing</a>"##))
    #expect(html.contains(#"<article id="reports-failing-x" class="scenario failed""#))
    #expect(html.contains(#"<span class="status failed">✗ Failed</span>"#))
  }

  @Test @MainActor func `the summary is the console's, and failures come first with links`()
    async throws
  {
    let results = await ReportFixture.results()

    let html = HTMLReport.html(
      files: [HTMLReport.File(path: "r.feature.md", text: "", document: nil)],
      results: results
    )

    let summary = try #require(html.range(of: ConsoleReport.summary(results)))
    let failures = try #require(html.range(of: ##"<li><a href="#reports-failing-x">"##))
    let firstArticle = try #require(html.range(of: "<article"))
    #expect(summary.lowerBound < failures.lowerBound)
    #expect(failures.lowerBound < firstArticle.lowerBound)
  }

  @Test @MainActor func `a feature's Markdown prose reads as the spec does`() async throws {
    let spec = """
      `@docs`
      # Feature: Prose

      The list shows **every** to-do, `done` or not; see [the guide](https://example.com/guide).

      ### Why

      * first reason
      * second reason, with _emphasis_
        1. a numbered detail

      | rule  | value |
      | ----- | ----- |
      | limit | 3     |

      > Quoted advice.

      ```swift
      let x = 1 < 2
      ```

      ## Scenario: S

      Prose of the scenario.

      * Given a step
      """

    let html = try await htmlReport(spec)

    #expect(html.contains(#"<h2 id="feature-"#))
    #expect(
      html.contains(
        #"<p>The list shows <strong>every</strong> to-do, <code>done</code> or not; see <a href="https://example.com/guide">the guide</a>.</p>"#
      )
    )
    #expect(html.contains("<h5>Why</h5>"))
    #expect(html.contains("<li>first reason</li>"))
    #expect(
      html.contains("<li>second reason, with <em>emphasis</em>\n<ol>\n<li>a numbered detail</li>")
    )
    #expect(html.contains("<thead><tr><th>rule</th><th>value</th></tr></thead>"))
    #expect(html.contains("<tr><td>limit</td><td>3</td></tr>"))
    #expect(html.contains("<blockquote>\n<p>Quoted advice.</p>\n</blockquote>"))
    #expect(html.contains("<pre><code>let x = 1 &lt; 2</code></pre>"))
    #expect(html.contains("<p>Prose of the scenario.</p>"))
    #expect(html.contains(#"<ul class="tags" aria-label="Tags"><li>@docs</li></ul>"#))
    #expect(!html.contains("Given a step</p>"), "a step is no prose")
  }

  @Test @MainActor func `doc strings and data tables show under their steps`() async throws {
    var steps = Self.library()
    steps.given("a table") { (_, _: DataTable) in }
    steps.given("a text") { (_, _: DocString) in }
    let spec = """
      # Feature: Arguments
      ## Scenario: S
      * Given a table
        | name | age |
        | Ann  | 3   |
      * Given a text
        ```text
        view.render(.empty)
        ```
      """

    let html = try await htmlReport(spec, steps: steps)

    #expect(html.contains("<tr><td>Ann</td><td>3</td></tr>"))
    #expect(html.contains(#"<pre class="doc-string"><code>view.render(.empty)</code></pre>"#))
  }

  @Test @MainActor func `a failed transcript's removed and added lines are marked, signs kept`()
    async throws
  {
    let message = """
      Expected the transcript to match, but it differs (- expected, + actual):

      @@ -1 +1 @@
      -view.render(.empty)
      +view.render(.rows)

      To fix, correct the code under test, or update the expected transcript to the + lines.
      """
    let steps = Self.library { steps in
      steps.then("the recorder differs") { _ in throw StepFailure(message) }
    }
    let spec = "# Feature: F\n## Scenario: S\n* Then the recorder differs\n"

    let html = try await htmlReport(spec, steps: steps)

    #expect(html.contains("<del>-view.render(.empty)\n</del><ins>+view.render(.rows)\n</ins>"))
    #expect(html.contains("To fix, correct the code under test"))
    #expect(!html.contains("<del>To fix"))
  }

  @Test @MainActor func `each example row is an article named with its values`() async throws {
    let spec = """
      # Feature: Outline
      ## Scenario Outline: Counting <n>
      * Given a step
      ### Examples:
        | n |
        | - |
        | 1 |
        | 2 |
      """

    let html = try await htmlReport(spec)

    #expect(
      html.contains(##"<a href="#outline-counting-1-1">Scenario Outline: Counting 1 [1]</a>"##)
    )
    #expect(
      html.contains(##"<a href="#outline-counting-2-2">Scenario Outline: Counting 2 [2]</a>"##)
    )
  }

  @Test @MainActor func `rules and backgrounds keep their headings and steps`() async throws {
    let spec = """
      # Feature: Rules
      ## Background:
      * Given a step
      ## Rule: Only one
      Rule prose.
      ### Scenario: Inside
      * Given a step
      """

    let html = try await htmlReport(spec)

    #expect(html.contains("<h3>Background:</h3>"))
    #expect(html.contains("<h3 id=\"rule-only-one\">Rule: Only one</h3>\n<p>Rule prose.</p>"))
    #expect(
      html.contains(
        ##"<h4 id="rules-inside-title"><a href="#rules-inside">Scenario: Inside</a></h4>"##
      )
    )
  }

  @Test @MainActor func `attachments show beside their step: text, logs, links and pictures`()
    async throws
  {
    let steps = Self.library { steps in
      steps.given("it attaches") { _ in
        Scenario.log("counted 3")
        Scenario.link("https://example.com/build/7")
        Scenario.attach("plain words", mediaType: "text/plain", fileName: "notes.txt")
        Scenario.attach(Data([0x89, 0x50, 0x4E, 0x47]), mediaType: "image/png", fileName: "s.png")
      }
    }

    let html = try await htmlReport(
      "# Feature: F\n## Scenario: S\n* Given it attaches\n",
      steps: steps
    )

    #expect(html.contains(#"<pre class="log">counted 3</pre>"#))
    #expect(
      html.contains(#"<a href="https://example.com/build/7">https://example.com/build/7</a>"#)
    )
    #expect(html.contains("notes.txt (text/plain)</span>\n<pre>plain words</pre>"))
    #expect(html.contains(#"<img alt="s.png" src="data:image/png;base64,iVBORw==">"#))
  }

  @Test func `SHA-256 gives the standard's digests`() {
    func hex(_ text: String) -> String {
      SHA256.digest(Array(text.utf8)).map { String($0, radix: 16).leftPadded }.joined()
    }

    #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(String(repeating: "a", count: 55))
        == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
    )
    #expect(
      hex(String(repeating: "a", count: 64))
        == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
    )
    #expect(
      hex(String(repeating: "a", count: 1_000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    )
  }

  @Test @MainActor func `the page loads nothing: its policy forbids every request and script`()
    async throws
  {
    let html = try await htmlReport(Self.oneStep)

    #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
    #expect(html.contains("default-src 'none'"))
    let digest = Data(SHA256.digest(Array(ReportScript.source.utf8))).base64EncodedString()
    #expect(html.contains("script-src 'sha256-\(digest)'"), "its own script alone")
    #expect(!html.contains("<link"))
    #expect(!html.contains("url("))
    #expect(!html.contains("@import"))
  }
}

extension String {
  /// A byte's two hexadecimal digits.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
