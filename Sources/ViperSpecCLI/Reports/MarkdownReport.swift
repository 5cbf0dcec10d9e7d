import Foundation

/// The specs written back as Markdown, each step line annotated with its results.
///
/// Markdown specs keep their text, with ✓, ✗, ⏸, -, ? or ‼ after each step (one mark per run,
/// so an outline step shows one per example row). Classic files appear in a fenced `gherkin`
/// block. Failures follow each file in fenced blocks, then why scenarios were skipped or left
/// pending, the scenarios `--retry` ran again and what steps and hooks attached. What the run
/// made (attachments, error messages) is quoted as code, so it cannot become the report's
/// Markdown or HTML.
package enum MarkdownReport {
  /// Returns the report.
  ///
  /// - Parameters:
  ///   - files: The spec files with their text.
  ///   - results: The scenarios' results.
  ///   - dryRun: Whether the steps were only matched, as the summary then says.
  ///   - parseErrors: The files that do not parse, each a spec error.
  ///   - specErrors: Spec errors outside any scenario, counted in the summary.
  ///   - runHooks: The BeforeAll and AfterAll hooks that ran: those that failed are shown and
  ///     counted, and what they attached is listed.
  /// - Returns: The Markdown document.
  package static func markdown(
    files: [(path: String, text: String)],
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
    // The marker keeps a report saved among the specs from reading as a misnamed spec.
    var output = [UnloadedSpecCheck.reportMarker, "# Spec results", "", summary, ""]
    let errors = parseErrors.map(\.description) + specErrors.map(\.description) + hookFailures
    for error in errors {
      output += fenced(error, info: "text") + [""]
    }
    output += attachments(runHooks.map { (owner: "\($0.keyword) \($0.text)", step: $0) })
    for file in files {
      let fileResults = results.filter { $0.pickle.uri == file.path }
      var marks: [Int: [String]] = [:]
      for result in fileResults {
        for step in result.steps { marks[step.line, default: []].append(step.status.symbol) }
      }
      var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init
      )
      for (line, symbols) in marks where lines.indices.contains(line - 1) {
        lines[line - 1] += " " + symbols.joined(separator: " ")
      }
      output.append("---")
      output.append("")
      // A `--` in the path would end the comment early: written as `%2D%2D`.
      output.append("<!-- \(file.path.onOneLine.replacingAll("--", with: "%2D%2D")) -->")
      output.append("")
      if file.path.hasSuffix(".md") {
        output += lines
      } else {
        output += fenced(lines.joined(separator: "\n"), info: "gherkin")
      }
      let failures = fileResults.flatMap { result in
        result.failures.map { (name: result.pickle.name, message: $0.message) }
      }
      if !failures.isEmpty {
        output.append("")
        output.append("**Failures**")
        for failure in failures {
          output.append("")
          output.append("\(failure.name):")
          output.append("")
          output += fenced(failure.message, info: "text")
        }
      }
      output += notFinished(fileResults) + retried(fileResults)
      output += attachments(
        fileResults.flatMap { result in
          result.hooksAndSteps.map { step in
            let label = "\(step.keyword.trimmedWhitespace) \(step.text)"
            return (owner: "\(result.pickle.name), \(label)", step: step)
          }
        }
      )
      output.append("")
    }
    return output.joined(separator: "\n")
  }

  /// A fenced block around a text, its fence longer than any run of backticks in the text, so
  /// the text cannot close it.
  private static func fenced(_ text: String, info: String) -> [String] {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    return [fence + info, text, fence]
  }

  /// Text as inline code, on one line: what the run made cannot become Markdown or HTML.
  private static func code(_ text: String) -> String {
    let line = text.onOneLine
    let ticks = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
    // A space on each side lets the code start or end with a backtick.
    let padded = line.hasPrefix("`") || line.hasSuffix("`") ? " \(line) " : line
    return ticks + padded + ticks
  }

  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// Why scenarios were skipped or left pending, when a step or hook said.
  private static func notFinished(_ results: [ScenarioResult]) -> [String] {
    let lines = results.compactMap { result -> String? in
      guard result.status == .skipped || result.status == .pending else { return nil }
      let said = result.hooksAndSteps.first {
        $0.status == result.status.stepStatus && $0.message != nil
      }
      let why = said?.message.map(\.onOneLine) ?? (result.status == .pending ? "tagged @wip" : "")
      return "- \(result.pickle.name.onOneLine): \(result.status.rawValue): \(why)"
    }
    return lines.isEmpty ? [] : ["", "**Skipped or pending**", ""] + lines
  }

  /// The scenarios that ran more than once, with the attempt that decided them.
  private static func retried(_ results: [ScenarioResult]) -> [String] {
    let retried = results.filter { $0.attempts > 1 }
    guard !retried.isEmpty else { return [] }
    return ["", "**Retried**", ""]
      + retried.map { result in
        "- \(result.pickle.name.onOneLine): \(result.status.rawValue) on attempt \(result.attempts)"
      }
  }

  /// What steps and hooks attached, each under its owner: log lines and links as code, other
  /// content by its media type, name and size.
  private static func attachments(_ owned: [(owner: String, step: StepResult)]) -> [String] {
    var lines: [String] = []
    for (owner, step) in owned {
      for attachment in step.attachments {
        let what: String
        switch attachment.mediaType {
        case "text/x.cucumber.log+plain", "text/uri-list":
          what = code(attachment.body)
        default:
          let bytes =
            attachment.isBase64
            ? Data(base64Encoded: attachment.body)?.count ?? 0 : attachment.body.utf8.count
          let name = attachment.fileName.map { "\(code($0)) " } ?? ""
          what = "\(name)\(code(attachment.mediaType)), \(bytes) byte\(bytes == 1 ? "" : "s")"
        }
        lines.append("- \(owner.trimmedWhitespace.onOneLine): \(what)")
      }
    }
    return lines.isEmpty ? [] : ["", "**Attachments**", ""] + lines
  }
}
