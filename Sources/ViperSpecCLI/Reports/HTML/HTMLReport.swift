import Foundation

/// The run as one web page: the specs as their readers wrote them, each scenario with how it
/// ran, readable without script and safe to open whoever wrote the specs.
///
/// The summary is the console's (one count rule); failures are listed first with links; each
/// feature shows its prose, rules and backgrounds, and each scenario that ran is an `<article>`
/// with a stable anchor, its tags, steps, doc strings, data tables, failures (a transcript's
/// `-` and `+` lines marked), attachments and durations. Every text is escaped, every link
/// checked, and the page's policy forbids every request and every script (``HTMLPage``).
package enum HTMLReport {
  /// A spec file as the report shows it.
  package struct File {
    /// The path, as the run names it.
    package let path: String
    /// Its text.
    package let text: String
    /// Its feature, if it parsed and has one.
    package let feature: GherkinFeature?
    /// Its comments, which are no prose.
    package let comments: [GherkinComment]

    /// Creates a file for the report.
    package init(path: String, text: String, document: GherkinDocument?) {
      self.path = path
      self.text = text
      self.feature = document?.feature
      self.comments = document?.comments ?? []
    }
  }

  /// Returns the report.
  ///
  /// - Parameters:
  ///   - files: The spec files, in run order.
  ///   - results: The scenarios' results.
  ///   - dryRun: Whether the steps were only matched, as the summary then says.
  ///   - parseErrors: The files that do not parse, each a spec error.
  ///   - specErrors: Spec errors outside any scenario, counted in the summary.
  ///   - runHooks: The BeforeAll and AfterAll hooks that ran: those that failed are shown.
  /// - Returns: The HTML document.
  package static func html(
    files: [File],
    results: [ScenarioResult],
    dryRun: Bool = false,
    parseErrors: [GherkinParseError] = [],
    specErrors: [SpecLintError] = [],
    runHooks: [StepResult] = []
  ) -> String {
    let (summary, hookFailures) = ConsoleReport.summary(
      results,
      dryRun: dryRun,
      parseErrors: parseErrors,
      specErrors: specErrors,
      runHooks: runHooks
    )
    var anchors = HTMLAnchors()
    var body = ""
    var failures: [(anchor: String, title: String)] = []
    let resultsByFile = Dictionary(grouping: results, by: \.pickle.uri)
    for file in files {
      guard let fileResults = resultsByFile[file.path] else { continue }
      body += FeatureHTML(file: file, results: fileResults, dryRun: dryRun).html(
        anchors: &anchors,
        failures: &failures
      )
    }
    let errors = parseErrors.map(\.description) + specErrors.map(\.description) + hookFailures
    var header = "<header>\n<h1>Spec results</h1>\n"
    header += "<p class=\"summary\" role=\"status\">\(HTMLText.escaped(summary))</p>\n"
    header += "</header>\n"
    var top = ""
    if !errors.isEmpty {
      top +=
        "<section class=\"errors\" aria-labelledby=\"errors\">\n<h2 id=\"errors\">Errors</h2>\n"
      top += errors.map { "<pre>\(HTMLText.escaped($0))</pre>\n" }.joined()
      top += "</section>\n"
    }
    if !failures.isEmpty {
      top += "<nav class=\"failures\" aria-labelledby=\"failures\">\n"
      top += "<h2 id=\"failures\">Failures</h2>\n<ol>\n"
      top += failures.map {
        "<li><a href=\"#\($0.anchor)\">\(HTMLText.escaped($0.title))</a></li>\n"
      }
      .joined()
      top += "</ol>\n</nav>\n"
    }
    let counts = Dictionary(
      grouping: results.map { ScenarioHTML.status(of: $0, dryRun: dryRun) },
      by: { $0 }
    )
    .mapValues(\.count)
    return HTMLPage.document(
      title: "Spec results: \(summary)",
      body: header + ReportScript.controls(counts: counts) + "<main>\n" + top + body + "</main>",
      script: ReportScript.source
    )
  }
}
