import Foundation
import Testing
import ViperSpecCLI

/// Attacks the HTML report with what a docs-only attacker wrote into specs and runs: nesting
/// deep enough to take the stack, lines of thousands of brackets, a dry run, tags with spaces,
/// steps both failed and undefined, hooks that attach, links with brackets in their address,
/// reference links, entities, comments and bidirectional overrides.
@Suite(.timeLimit(.minutes(1))) struct HTMLReportOddInputTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "html-odd")
  }

  @Test @MainActor func `prose nested thousands deep is written, its depths as text`() async throws
  {
    let quotes = String(repeating: ">", count: 5_000) + " deep quote"
    let items = (0..<100).map { String(repeating: "  ", count: $0) + "* level \($0)" }
    let brackets = String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)
    let spec =
      "# Feature: F\n\n\(quotes)\n\n\(items.joined(separator: "\n"))\n\n\(brackets)\n\n"
      + "## Scenario: S\n* Given a step\n"

    let html = try await htmlReport(spec)

    #expect(html.contains("deep quote"))
    #expect(html.contains("level 99"))
    #expect(html.contains("[[[[") && html.contains("]]]]"))
  }

  @Test @MainActor func `a dry run shows no scenario as passed`() async throws {
    let html = try await htmlReport(Self.oneStep, arguments: ["--dry-run"])

    #expect(html.contains(#"data-status="skipped""#))
    #expect(!html.contains(#"data-status="passed""#))
  }

  @Test @MainActor func `a tag with a space stays one tag`() async throws {
    let html = try await htmlReport("`@a b`\n# Feature: F\n## Scenario: S\n* Given a step\n")

    #expect(html.contains(#"data-tags="[&quot;@a b&quot;]""#))
  }

  @Test @MainActor func `a scenario's status is its worst step's, as the messages say`()
    async throws
  {
    var steps = Self.library()
    steps.given("it fails") { _ in throw StepFailure("no") }
    steps.given("a twin") { _ in }
    steps.given("a {word}") { (_, _: String) in }
    let spec = """
      # Feature: F
      ## Scenario: Failed then undefined
      * Given it fails
      * Given nothing defines this
      ## Scenario: Ambiguous then undefined
      * Given a twin
      * Given nothing defines this
      """

    let html = try await htmlReport(spec, steps: steps)

    #expect(html.contains(#"id="f-failed-then-undefined" class="scenario failed""#))
    #expect(html.contains(#"id="f-ambiguous-then-undefined" class="scenario ambiguous""#))
  }

  @Test @MainActor func `what a hook attaches shows beside the hook`() async throws {
    let steps = Self.library { steps in
      steps.before { _ in Scenario.log("from the before hook") }
    }

    let html = try await htmlReport(Self.oneStep, steps: steps)

    #expect(html.contains(#"<pre class="log">from the before hook</pre>"#))
  }

  @Test @MainActor func `a feature's own scenarios are a list apart from its rules'`() async throws
  {
    let spec = """
      # Feature: F
      ## Scenario: Own
      * Given a step
      ## Rule: R
      ### Scenario: Ruled
      * Given a step
      """

    let html = try await htmlReport(spec)

    let own = try #require(html.range(of: #"<div class="scenarios">"#))
    let rule = try #require(html.range(of: #"<section class="rule""#))
    let ownArticle = try #require(html.range(of: #"id="f-own""#))
    #expect(own.lowerBound < ownArticle.lowerBound && ownArticle.lowerBound < rule.lowerBound)
    #expect(html.components(separatedBy: #"<div class="scenarios">"#).count == 3)
  }

  @Test @MainActor func `links, references, images, entities and comments read as CommonMark's`()
    async throws
  {
    let spec = """
      # Feature: F

      See [Swift](https://en.wikipedia.org/wiki/Swift_(programming_language)) and [the guide][g].
      ![logo](https://example.com/logo.png) &copy; 2026 &lt;b&gt; &#233;
      <!-- unseen words --> Visible after a comment.

      [g]: https://example.com/guide

      ## Scenario: S
      * Given a step
      """

    let html = try await htmlReport(spec)

    #expect(
      html.contains(
        #"<a href="https://en.wikipedia.org/wiki/Swift_(programming_language)">Swift</a> and <a href="https://example.com/guide">the guide</a>."#
      )
    )
    #expect(html.contains(#"<a href="https://example.com/logo.png">logo</a> © 2026 &lt;b&gt; é"#))
    #expect(html.contains("Visible after a comment."))
    #expect(!html.contains("unseen words"))
    #expect(!html.contains("[g]:"))
  }

  @Test @MainActor func `a bidirectional override cannot reverse the page's text`() async throws {
    let html = try await htmlReport("# Feature: F \u{202E}gnirts\n## Scenario: S\n* Given a step\n")

    #expect(!html.contains("\u{202E}"))
    #expect(html.contains(#"F \u{202e}gnirts"#))
  }
}
