/// One mutated file as the mutation page shows it: its source line by line, each mutant under
/// the line it starts on.
///
/// A line's list item holds its number as `value`, so that the numbers stay right when the page
/// hides lines; a line holding mutants is marked by the worst of them (a survivor over a noticed
/// one), and each mutant shows its status, operator and change (`before → after`), so that the
/// page reads without colour, style or script.
struct MutationSourceHTML {
  /// The file's path, relative to the package's root.
  let path: String
  /// The file's source as written; empty when the run did not keep it.
  let source: String
  /// The file's mutants, in the order of their numbers.
  let outcomes: [MutantOutcome]
  /// The file's section's `id`, unique in the page.
  let anchor: String

  /// Returns the file's section.
  ///
  /// - Parameter thresholds: The scores the file is judged by.
  /// - Returns: The markup.
  func html(thresholds: MutationThresholds) -> String {
    let tally = MutationTally(outcomes)
    let lines = Self.lines(of: source)
    let byLine = Dictionary(grouping: outcomes, by: \.mutant.start.line)
    var html =
      "<section id=\"\(anchor)\" class=\"mutated-file\" aria-labelledby=\"\(anchor)-title\">\n"
    html += "<h2 id=\"\(anchor)-title\">\(HTMLText.escaped(path))</h2>\n"
    html += "<p class=\"meta\">Score \(tally.scoreText) · \(MutationHTMLReport.counts(tally))</p>\n"
    html += "<ol class=\"source\">\n"
    for (index, text) in lines.enumerated() {
      html += line(index + 1, text: text, outcomes: byLine[index + 1] ?? []) + "\n"
    }
    html += "</ol>\n"
    // A mutant past the source's end (a source the run did not keep) is listed, not lost.
    let beyond = outcomes.filter { $0.mutant.start.line < 1 || $0.mutant.start.line > lines.count }
    if !beyond.isEmpty {
      html += "<p>Mutants on lines the report has no source for:</p>\n"
      html += "<ul class=\"mutants\">\n" + beyond.map(Self.mutant).joined(separator: "\n")
      html += "\n</ul>\n"
    }
    return html + "</section>\n"
  }

  /// Returns the `id` of a mutant's line.
  func lineAnchor(_ line: Int) -> String {
    "\(anchor)-L\(line)"
  }

  private func line(_ number: Int, text: String, outcomes: [MutantOutcome]) -> String {
    let code = "<code>\(HTMLText.escaped(text))</code>"
    guard !outcomes.isEmpty else {
      return "<li value=\"\(number)\" id=\"\(lineAnchor(number))\">\(code)</li>"
    }
    let mark =
      if outcomes.contains(where: { $0.status == .survived }) {
        "survived"
      } else if outcomes.contains(where: { $0.status.isDetected }) {
        "detected"
      } else {
        "unscored"
      }
    return "<li value=\"\(number)\" id=\"\(lineAnchor(number))\" class=\"line \(mark)\">\(code)\n"
      + "<ul class=\"mutants\">\n" + outcomes.map(Self.mutant).joined(separator: "\n")
      + "\n</ul></li>"
  }

  /// Returns one mutant's item: its status, operator and change, then its number, place, time
  /// and the tests that killed it.
  static func mutant(_ outcome: MutantOutcome) -> String {
    let mutant = outcome.mutant
    let status = outcome.status.cssName
    var html =
      "<li id=\"mutant-\(mutant.id)\" class=\"mutant \(status)\" data-status=\"\(status)\">"
    html += "<span class=\"status \(status)\">\(outcome.status.badge)</span> "
    html += "<span class=\"operator\">\(HTMLText.escaped(mutant.mutationOperator.name))</span> "
    html += "<del><code>\(HTMLText.escaped(mutant.original))</code></del> → "
    html +=
      mutant.replacement.isEmpty
      ? "<ins>removed</ins>" : "<ins><code>\(HTMLText.escaped(mutant.replacement))</code></ins>"
    var meta = ["#\(mutant.id)", "\(mutant.start.line):\(mutant.start.column)"]
    if let milliseconds = outcome.milliseconds { meta.append("\(milliseconds) ms") }
    if !outcome.killedBy.isEmpty {
      meta.append("killed by " + outcome.killedBy.map(HTMLText.escaped).joined(separator: ", "))
    }
    html += " <span class=\"meta\">\(meta.joined(separator: " · "))</span></li>"
    return html
  }

  /// The source's lines, without their line ends (`\n` or `\r\n`); a last line end ends the
  /// last line and starts no new one.
  static func lines(of source: String) -> [String] {
    guard !source.isEmpty else { return [] }
    // `\r\n` is one character in Swift: a split on `\n` alone would leave it inside the line.
    var lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if source.last == "\n" || source.last == "\r\n" { lines.removeLast() }
    return lines.map(String.init)
  }
}
