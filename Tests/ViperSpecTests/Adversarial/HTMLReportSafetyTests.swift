import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that nothing a spec, a step, a table, a tag, a file name, an attachment
/// or a failure holds can run script or load anything in the HTML report: every tag in the page
/// is one the report writes, with attributes it writes, every link goes to `http`, `https`,
/// `mailto` or the page itself, and every picture is a `data:` address of a drawn format.
@Suite struct HTMLReportSafetyTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "html-safety")
  }

  /// What an attacker writes where text goes.
  static let payloads = [
    #"<script>alert(1)</script>"#, #"<img src=x onerror=alert(1)>"#, #"" onmouseover="alert(1)"#,
    #"' autofocus onfocus='alert(1)"#, "</pre><script>alert(2)</script>", "<!-- open comment",
    "<iframe src=https://evil.example>", "<svg onload=alert(1)>", "]]><style>*{}</style>",
    "<base href=https://evil.example/>", "<link rel=stylesheet href=https://evil.example/x.css>",
  ]

  /// What an attacker writes where an address goes.
  static let addresses = [
    "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "file:///etc/passwd",
    "//evil.example/x", "https://ok.example/\" onclick=\"alert(1)",
  ]

  @Test @MainActor func `hostile names, steps, tables, tags and prose stay text`() async throws {
    let payload = Self.payloads.joined(separator: " ")
    var steps = Self.library()
    steps.given("anything {string}") { (_, _: String) in }
    steps.given("a table") { (_, _: DataTable) in }
    let links = Self.addresses.map { "[click](\($0)) <\($0)>" }.joined(separator: " ")
    let spec = """
      `@x<script>` `@y"onclick=z`
      # Feature: \(payload)

      \(payload)

      \(links)

      <details><summary>raw html</summary><script>alert(3)</script></details>

      | \(Self.payloads[0]) | b |
      | --- | --- |
      | \(Self.payloads[1]) | \(Self.payloads[2]) |

      ## Scenario: \(payload)
      * Given anything "\(Self.payloads[4])"
      * Given a table
        | \(Self.payloads[0]) | \(Self.payloads[3]) |
      """

    let html = try await htmlReport(spec, steps: steps)

    try Self.expectOnlyReportMarkup(html)
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  @Test @MainActor func `hostile failures and attachments stay text or stay out`() async throws {
    let payload = Self.payloads.joined(separator: "\n")
    let addresses = Self.addresses
    let steps = Self.library { steps in
      steps.given("it attaches") { _ in
        Scenario.attach(payload, mediaType: "text/html", fileName: payload)
        Scenario.attach(Data(payload.utf8), mediaType: "image/svg+xml", fileName: "x.svg")
        Scenario.attach(Data(payload.utf8), mediaType: "text/html")
        Scenario.attach(payload, mediaType: #"image/png" onerror="alert(1)"#)
        Scenario.attach(#"x" onerror="alert(1)"#, mediaType: "image/png")
        for address in addresses { Scenario.link(address) }
        Scenario.log(payload)
        throw StepFailure(payload)
      }
    }

    let html = try await htmlReport(
      "# Feature: F\n## Scenario: S\n* Given it attaches\n",
      steps: steps
    )

    try Self.expectOnlyReportMarkup(html)
    #expect(!html.contains("data:image/svg"))
  }

  @Test @MainActor func `a hostile file name stays text`() async throws {
    let name = #"<img src=x onerror=alert(1)>"#
    let spec = try TemporarySpec.write(Self.oneStep, named: "\(name).feature.md", in: folder)
    let path = folder.file("report.html").path

    _ = await SpecCommand.run(
      [spec, "--html", path],
      catalog: StepCatalog(Self.library()),
      environment: [:],
      defaultPaths: []
    )

    let html = try String(contentsOfFile: path, encoding: .utf8)
    try Self.expectOnlyReportMarkup(html)
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;.feature.md"))
  }

  @Test @MainActor func `a scenario never takes the id of a control or of another heading`()
    async throws
  {
    let spec = """
      # Feature: Search
      ## Scenario:
      * Given a step
      ## Scenario: x
      * Given a step
      ## Scenario: x title
      * Given a step
      """

    let html = try await htmlReport(spec, steps: Self.library())

    let ids = html.matches(of: /id="([^"]*)"/).map { String($0.output.1) }
    #expect(Set(ids).count == ids.count, "an id given twice: \(ids)")
    #expect(html.components(separatedBy: #"id="search""#).count == 2)
  }

  @Test(arguments: [
    "<script>alert(1)</script>", #"<img src="x" onerror="alert(1)">"#, "<a href=javascript:x>",
    #"<a href="javascript:x">"#, #"<img src="https://evil.example/x.png">"#,
  ])
  func `the markup check itself catches what it looks for`(markup: String) {
    let page = HTMLPage.document(title: "t", body: "<main>\(markup)</main>")

    withKnownIssue { try Self.expectOnlyReportMarkup(page) }
  }

  // MARK: - Helpers

  /// The tags the report writes, and the attributes each may have.
  static let allowed: [String: Set<String>] = [
    "html": ["lang"], "head": [], "meta": ["charset", "http-equiv", "content", "name"],
    "title": [], "style": [], "body": [], "header": [], "main": [],
    "nav": ["class", "aria-labelledby"],
    "section": ["class", "aria-labelledby"],
    "article": ["id", "class", "data-status", "data-tags", "aria-labelledby"],
    "h1": [], "h2": ["id", "class"], "h3": ["id"], "h4": ["id"], "h5": [], "h6": [],
    "p": ["class", "role", "id"],
    "a": ["href"], "ul": ["class", "aria-label"], "ol": ["class", "start"], "li": ["class"],
    "span": ["class", "id", "role"], "strong": [], "em": [], "code": [], "pre": ["class"],
    "table": ["class"],
    "thead": [], "tbody": [], "tr": [], "th": [], "td": [], "blockquote": [], "hr": [], "br": [],
    "del": [], "ins": [], "img": ["alt", "src"], "details": ["open"], "summary": [],
    "search": ["id", "class", "hidden"], "label": ["class", "for"], "fieldset": [], "legend": [],
    "input": ["type", "id", "name", "value", "checked", "placeholder", "aria-describedby"],
    "button": ["type", "id"], "div": ["class"],
  ]

  /// Reads every tag of the page as a browser would and checks it is one the report writes.
  static func expectOnlyReportMarkup(_ html: String) throws {
    // The page's one script, the report's own, which its policy allows by its hash.
    let ownScript = "<script>\(ReportScript.source)</script>"
    #expect(html.components(separatedBy: "<script>").count == 2, "one script")
    #expect(html.contains(ownScript))
    let page = html.replacingOccurrences(of: ownScript, with: "")
    let body = try #require(page.range(of: "</style>")).upperBound
    #expect(page[..<body].components(separatedBy: "<meta").count == 5, "four meta elements")
    var rest = page[body...]
    while let open = rest.firstIndex(of: "<") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: ">") else {
        Issue.record("an unclosed tag: \(rest[open...].prefix(80))")
        return
      }
      let inside = rest[afterOpen..<close]
      rest = rest[rest.index(after: close)...]
      let name = inside.prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" }.lowercased()
      let tag = name.hasPrefix("/") ? String(name.dropFirst()) : name
      guard let attributes = allowed[tag] else {
        Issue.record("a tag the report does not write: <\(inside.prefix(80))>")
        continue
      }
      for (attribute, value) in Self.attributes(of: inside.dropFirst(name.count)) {
        #expect(attributes.contains(attribute), "<\(tag) \(attribute)=…> is not the report's")
        if attribute == "href" {
          #expect(
            ["https://", "http://", "mailto:", "#"].contains { value.hasPrefix($0) },
            "a link to \(value)"
          )
        }
        if attribute == "src" {
          #expect(value.hasPrefix("data:image/png;base64,"), "a picture from \(value.prefix(40))")
        }
      }
    }
  }

  /// The attributes of a tag's inside, as `name="value"` pairs; a stray quote or an unquoted
  /// value is recorded as an issue, since the report quotes every value.
  private static func attributes(of text: Substring) -> [(String, String)] {
    var result: [(String, String)] = []
    var rest = text.drop { $0 == " " }
    while !rest.isEmpty {
      // A boolean attribute, such as `hidden`, has no value.
      let bare = rest.prefix { $0.isLetter || $0 == "-" }
      if !bare.isEmpty, rest.dropFirst(bare.count).first.map({ $0 == " " }) ?? true {
        result.append((String(bare), ""))
        rest = rest.dropFirst(bare.count).drop { $0 == " " }
        continue
      }
      guard let equals = rest.firstIndex(of: "="), rest[rest.index(after: equals)...].first == "\"",
        let end = rest[rest.index(equals, offsetBy: 2)...].firstIndex(of: "\"")
      else {
        Issue.record("an attribute the report did not quote: \(rest.prefix(80))")
        return result
      }
      let name = String(rest[..<equals])
      let value = String(rest[rest.index(equals, offsetBy: 2)..<end])
      result.append((name, value))
      rest = rest[rest.index(after: end)...].drop { $0 == " " }
    }
    return result
  }
}
