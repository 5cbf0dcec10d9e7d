/// A mutate run as one web page: the score overall and per file at the top, the survivors listed
/// with links, then each mutated file's source with every mutant on its line.
///
/// A survivor is a behaviour no test checks, so survivors are what the page puts first and marks
/// loudest; noticed mutants are shown quieter, for the reader who wants to see what was tried.
/// The page is the HTML report's shell (``HTMLPage``): self-contained, readable without script,
/// its policy forbidding every request; every text from the sources is escaped, since a source
/// holds `<`, `&` and quotes as any code does.
///
/// ```swift
/// let html = MutationHTMLReport.html(report, thresholds: MutationThresholds(high: 90, low: 70))
/// try html.write(to: URL(filePath: "mutation.html"), atomically: true, encoding: .utf8)
/// ```
package enum MutationHTMLReport {
  /// Returns the page.
  ///
  /// - Parameters:
  ///   - report: The run.
  ///   - thresholds: The scores the run is judged by, for the scores' colours.
  /// - Returns: The HTML document.
  package static func html(
    _ report: MutationRunReport,
    thresholds: MutationThresholds = MutationThresholds()
  ) -> String {
    let files = StrykerReport.files(of: report).enumerated().map { index, file in
      MutationSourceHTML(
        path: file.path,
        source: report.sources[file.path] ?? "",
        outcomes: file.outcomes,
        anchor: "file-\(index + 1)"
      )
    }
    let tally = MutationTally(report.outcomes)
    let summary =
      report.outcomes.isEmpty
      ? "No mutants: nothing was mutated."
      : "Mutation score \(tally.scoreText): \(counts(tally))."
    var header = "<header>\n<h1>Mutation testing: \(HTMLText.escaped(report.module))</h1>\n"
    header += "<p class=\"summary\(rankClass(tally, thresholds))\" role=\"status\">"
    header += "\(HTMLText.escaped(summary))</p>\n"
    header += "<p class=\"meta\">Tests run against each mutant: "
    header += "<code>\(HTMLText.escaped(report.tests))</code></p>\n</header>\n"
    var main = ""
    if !files.isEmpty {
      main += scoreTable(files, tally: tally, thresholds: thresholds)
      main += survivors(report.outcomes, files: files)
    }
    main += files.map { $0.html(thresholds: thresholds) }.joined()
    return HTMLPage.document(
      title: "Mutation testing: \(report.module): \(tally.scoreText)",
      body: header + MutationReportScript.controls(tally: tally) + "<main>\n" + main + "</main>",
      script: MutationReportScript.source,
      style: style
    )
  }

  /// The counts in a sentence: how many were detected out of those that count, then each status.
  static func counts(_ tally: MutationTally) -> String {
    let noun = tally.scored == 1 ? "mutant" : "mutants"
    let statuses = MutantOutcome.Status.reportOrder.compactMap { status in
      tally.counts[status].map { "\($0) \(status.label)" }
    }
    return "\(tally.detected) of \(tally.scored) \(noun) detected; "
      + statuses.joined(separator: ", ")
  }

  private static func rankClass(_ tally: MutationTally, _ thresholds: MutationThresholds) -> String
  {
    tally.rank(thresholds).map { " \($0)" } ?? ""
  }

  /// The score of each file, and of all, with each status's count.
  private static func scoreTable(
    _ files: [MutationSourceHTML],
    tally: MutationTally,
    thresholds: MutationThresholds
  ) -> String {
    let statuses = MutantOutcome.Status.reportOrder
    func cells(_ tally: MutationTally) -> String {
      "<td class=\"score\(rankClass(tally, thresholds))\">\(tally.scoreText)</td>"
        + statuses.map { "<td>\(tally.counts[$0, default: 0])</td>" }.joined()
    }
    var html = "<section aria-labelledby=\"files\">\n<h2 id=\"files\">Files</h2>\n<table>\n"
    html += "<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Score</th>"
    html += statuses.map { "<th scope=\"col\">\($0.heading)</th>" }.joined()
    html += "</tr></thead>\n<tbody>\n"
    for file in files {
      html += "<tr><th scope=\"row\"><a href=\"#\(file.anchor)\">\(HTMLText.escaped(file.path))"
      html += "</a></th>\(cells(MutationTally(file.outcomes)))</tr>\n"
    }
    html += "</tbody>\n<tfoot><tr><th scope=\"row\">All files</th>\(cells(tally))</tr></tfoot>\n"
    return html + "</table>\n</section>\n"
  }

  /// The survivors, each as the console names them (`file:line: operator: before → after`),
  /// linked to their lines.
  private static func survivors(
    _ outcomes: [MutantOutcome],
    files: [MutationSourceHTML]
  )
    -> String
  {
    let survivors = outcomes.filter { $0.status == .survived }
      .sorted {
        ($0.mutant.file, $0.mutant.start, $0.mutant.id) < (
          $1.mutant.file, $1.mutant.start, $1.mutant.id
        )
      }
    guard !survivors.isEmpty else {
      return
        "<p class=\"survivors\">No survivors: the tests noticed every mutant that counts.</p>\n"
    }
    var html = "<nav class=\"survivors\" aria-labelledby=\"survivors\">\n"
    html += "<h2 id=\"survivors\">Survivors (\(survivors.count))</h2>\n<ol>\n"
    for outcome in survivors {
      let mutant = outcome.mutant
      let after =
        mutant.replacement.isEmpty ? "(removed)" : MutationConsoleReport.oneLine(mutant.replacement)
      let text =
        "\(mutant.file):\(mutant.start.line): \(mutant.mutationOperator.name): "
        + "\(MutationConsoleReport.oneLine(mutant.original)) → \(after)"
      html += "<li><a href=\"#mutant-\(mutant.id)\">\(HTMLText.escaped(text))</a></li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  /// The page's own rules: the source as numbered lines, survivors loud and the others quiet.
  private static let style = """

    .score.high{color:var(--pass)}.score.medium{color:var(--pend)}.score.low{color:var(--fail)}
    td{font-variant-numeric:tabular-nums}
    .survivors ol{padding-left:1.5rem}
    .survivors a{font:0.875rem/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .mutated-file{border-top:2px solid var(--line);margin-top:2rem}
    .mutated-file>h2{font:600 1rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .source{font:0.875rem/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;\
    background:var(--code);border-radius:6px;padding:0.5rem 0.75rem 0.5rem 4rem;margin:0}
    .source>li::marker{color:var(--muted)}
    .source>li>code{display:block;white-space:pre-wrap;overflow-wrap:anywhere;min-height:1.45em;\
    background:none;padding:0}
    .line{border-left:4px solid var(--line);margin-left:-4px}
    .line.survived{border-left-color:var(--fail)}
    .line.survived>code{background:var(--del)}
    .mutants{list-style:none;margin:0.125rem 0 0.375rem;padding:0;font:0.875rem/1.5 system-ui,\
    -apple-system,"Segoe UI",sans-serif}
    .mutant{background:var(--bg);border-left:3px solid var(--line);padding:0.125rem 0.5rem;\
    margin:0.125rem 0;color:var(--muted)}
    .mutant.survived{color:var(--fg);border-left-color:var(--fail);font-size:0.9375rem}
    .mutant del,.mutant ins{display:inline;background:none}
    .mutant.survived del{background:var(--del)}.mutant.survived ins{background:var(--ins)}
    .mutant code{background:none;padding:0;white-space:pre-wrap}
    .status.survived{color:var(--fail)}
    .status.killed,.status.timeout{color:var(--pass)}
    .status.compile-error,.status.runtime-error,.status.ignored{color:var(--skip)}
    .mutant:not(.survived) .status{font-weight:normal}
    """
}
