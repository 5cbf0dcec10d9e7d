/// The living documentation as the terminal shows it: features, scenarios and a mark per step.
package enum ConsoleReport {
  /// Returns the report of a run.
  ///
  /// - Parameter results: The scenarios' results, in file order.
  /// - Returns: The text, ending with the summary line.
  package static func text(_ results: [ScenarioResult]) -> String {
    var lines: [String] = []
    var currentURI: String?
    for result in results {
      let pickle = result.pickle
      if pickle.uri != currentURI {
        if currentURI != nil { lines.append("") }
        lines.append("Feature: \(pickle.featureName)  (\(pickle.uri))")
        currentURI = pickle.uri
      }
      let row = pickle.exampleValues.map(\.value).joined(separator: ", ")
      let suffix = result.status == .pending ? "  (pending)" : ""
      lines.append("")
      lines.append(
        "  \(result.status == .failed ? "✗" : result.status == .pending ? "⏸" : "✓") \(pickle.name)\(row.isEmpty ? "" : " [\(row)]")\(suffix)"
      )
      if let setupFailure = result.setupFailure {
        lines.append(indented(setupFailure, by: 8))
      }
      for step in result.steps {
        lines.append("      \(step.status.symbol) \(step.keyword.trimmedWhitespace) \(step.text)")
        if let message = step.message {
          lines.append("")
          lines.append(indented(message, by: 8))
          lines.append("")
        }
      }
    }
    lines.append("")
    lines.append(summary(results))
    return lines.joined(separator: "\n")
  }

  /// Returns the summary line, such as `3 scenarios (2 passed, 1 failed, 0 pending)`.
  ///
  /// - Parameter results: The scenarios' results.
  /// - Returns: The line.
  package static func summary(_ results: [ScenarioResult]) -> String {
    let passed = results.filter { $0.status == .passed }.count
    let failed = results.filter { $0.status == .failed }.count
    let pending = results.filter { $0.status == .pending }.count
    let noun = results.count == 1 ? "scenario" : "scenarios"
    return "\(results.count) \(noun) (\(passed) passed, \(failed) failed, \(pending) pending)"
  }

  static func indented(_ text: String, by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}
