import Foundation

/// The specs written back as Markdown, each step line annotated with its results.
///
/// Markdown specs keep their text, with ✓, ✗, ⏸, -, ? or ‼ after each step (one mark per run,
/// so an outline step shows one per example row). Classic files appear in a fenced `gherkin`
/// block. Failures follow each file in fenced blocks, then the scenarios `--retry` ran again and
/// what steps and hooks attached.
package enum MarkdownReport {
  /// Returns the report.
  ///
  /// - Parameters:
  ///   - files: The spec files with their text.
  ///   - results: The scenarios' results.
  ///   - dryRun: Whether the steps were only matched, as the summary then says.
  ///   - specErrors: Spec errors outside any scenario, counted in the summary.
  ///   - runHookFailures: BeforeAll and AfterAll hooks that failed, shown with the spec errors.
  /// - Returns: The Markdown document.
  package static func markdown(
    files: [(path: String, text: String)],
    results: [ScenarioResult],
    dryRun: Bool = false,
    specErrors: [SpecLintError] = [],
    runHookFailures: [String] = []
  ) -> String {
    let summary = ConsoleReport.summary(
      results,
      dryRun: dryRun,
      specErrors: specErrors.count + runHookFailures.count
    )
    // The marker keeps a report saved among the specs from reading as a misnamed spec.
    var output = [UnloadedSpecCheck.reportMarker, "# Spec results", "", summary, ""]
    for error in specErrors.map(\.description) + runHookFailures {
      output += fenced(error) + [""]
    }
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
      output.append("<!-- \(file.path) -->")
      output.append("")
      if file.path.hasSuffix(".md") {
        output += lines
      } else {
        output.append("```gherkin")
        output += lines
        output.append("```")
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
          output += fenced(failure.message)
        }
      }
      output += retried(fileResults) + attachments(fileResults)
      output.append("")
    }
    return output.joined(separator: "\n")
  }

  /// A fenced block around a text, its fence longer than any run of backticks in the text, so
  /// the text cannot close it.
  private static func fenced(_ text: String) -> [String] {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(4, longest + 1))
    return [fence + "text", text, fence]
  }

  /// Text on one line of a list: line breaks and other control characters as `\u{…}`.
  private static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The scenarios that ran more than once, with the attempt that decided them.
  private static func retried(_ results: [ScenarioResult]) -> [String] {
    let retried = results.filter { $0.attempts > 1 }
    guard !retried.isEmpty else { return [] }
    return ["", "**Retried**", ""]
      + retried.map { result in
        "- \(oneLine(result.pickle.name)): \(result.status.rawValue) on attempt \(result.attempts)"
      }
  }

  /// What the steps and hooks attached, scenario by scenario: log lines and links as text, other
  /// content by its media type, name and size.
  private static func attachments(_ results: [ScenarioResult]) -> [String] {
    var lines: [String] = []
    for result in results {
      for step in result.beforeHooks + result.steps + result.afterHooks {
        for attachment in step.attachments {
          let label = "\(step.keyword.trimmedWhitespace) \(step.text)".trimmedWhitespace
          let owner = oneLine("\(result.pickle.name), \(label)")
          let what: String
          switch attachment.mediaType {
          case "text/x.cucumber.log+plain", "text/uri-list":
            what = oneLine(attachment.body)
          default:
            let bytes =
              attachment.isBase64
              ? Data(base64Encoded: attachment.body)?.count ?? 0 : attachment.body.utf8.count
            let name = attachment.fileName.map { "`\(oneLine($0))` " } ?? ""
            what = "\(name)\(oneLine(attachment.mediaType)), \(bytes) bytes"
          }
          lines.append("- \(owner): \(what)")
        }
      }
    }
    return lines.isEmpty ? [] : ["", "**Attachments**", ""] + lines
  }
}
