/// The living documentation as the terminal shows it: features, scenarios and a mark per step.
package enum ConsoleReport {
  /// Returns the report of a run.
  ///
  /// - Parameter results: The scenarios' results, in file order.
  /// - Returns: The text, ending with the summary line.
  package static func text(_ results: [ScenarioResult]) -> String {
    var text = ""
    for (index, result) in results.enumerated() {
      text += block(result, after: index > 0 ? results[index - 1].pickle : nil)
    }
    return text + "\n" + summary(results)
  }

  /// Returns the lines of one scenario, after its feature's heading when it starts a new file.
  ///
  /// The runner prints each block as soon as its scenario finishes.
  ///
  /// - Parameters:
  ///   - result: The scenario's result.
  ///   - previous: The scenario printed before it, if any.
  /// - Returns: The text, each line ending with a line feed.
  package static func block(_ result: ScenarioResult, after previous: Pickle?) -> String {
    let pickle = result.pickle
    var lines: [String] = []
    if pickle.uri != previous?.uri {
      if previous != nil { lines.append("") }
      lines.append("Feature: \(pickle.featureName)  (\(pickle.uri.onOneLine))")
    }
    let row = pickle.exampleValues.map(\.value).joined(separator: ", ")
    let status =
      switch result.status {
      case .pending: "  (pending)"
      case .skipped: "  (skipped)"
      case .passed, .failed: ""
      }
    let suffix = status + (result.attempts > 1 ? "  (attempt \(result.attempts))" : "")
    let mark =
      switch result.status {
      case .passed: "✓"
      case .failed: "✗"
      case .pending: "⏸"
      case .skipped: "-"
      }
    lines.append("")
    lines.append("  \(mark) \(pickle.name)\(row.isEmpty ? "" : " [\(row)]")\(suffix)")
    if let setupFailure = result.setupFailure {
      lines.append(indented(setupFailure, by: 8))
    }
    for error in result.lintErrors {
      lines.append(indented("Line \(error.line): \(error.message)", by: 8))
      lines.append("")
    }
    // Hooks show when they did not pass, so the documentation stays the spec's own steps.
    let hooks = { (results: [StepResult]) in results.filter { $0.status != .passed } }
    for step in hooks(result.beforeHooks) + result.steps + hooks(result.afterHooks) {
      let line = "\(step.keyword.trimmedWhitespace) \(step.text)".trimmedWhitespace
      lines.append("      \(step.status.symbol) \(line)")
      if let message = step.message {
        lines.append("")
        lines.append(indented(message, by: 8))
        lines.append("")
      }
    }
    return lines.map { $0.withVisibleControls + "\n" }.joined()
  }

  /// Returns the summary line, such as `3 scenarios (2 passed, 1 failed, 0 pending)`.
  ///
  /// A dry run ran nothing, so it counts scenarios whose steps all matched and those with an
  /// undefined step (`1 matched, 1 undefined`), never passed ones.
  ///
  /// - Parameters:
  ///   - results: The scenarios' results.
  ///   - dryRun: Whether the steps were only matched, which the line then says.
  ///   - specErrors: Spec errors outside any scenario (a file that does not parse, a file never
  ///     loaded, a file without scenarios), each a failure of the run.
  ///   - runHookFailures: BeforeAll and AfterAll hooks that failed.
  /// - Returns: The line.
  package static func summary(
    _ results: [ScenarioResult],
    dryRun: Bool = false,
    specErrors: Int = 0,
    runHookFailures: Int = 0
  ) -> String {
    let passed = results.filter { $0.status == .passed }.count
    let failed = results.filter { $0.status == .failed }
    let pending = results.filter { $0.status == .pending }.count
    let skippedCount = results.filter { $0.status == .skipped }.count
    let skipped = skippedCount == 0 ? "" : ", \(skippedCount) skipped"
    let noun = results.count == 1 ? "scenario" : "scenarios"
    let errors =
      (specErrors == 0 ? "" : ", \(specErrors) spec error\(specErrors == 1 ? "" : "s")")
      + (runHookFailures == 0
        ? "" : ", \(runHookFailures) run hook\(runHookFailures == 1 ? "" : "s") failed")
    let scenarios = "\(results.count) \(noun)"
    guard dryRun else {
      return
        "\(scenarios) (\(passed) passed, \(failed.count) failed, \(pending) pending\(skipped))\(errors)"
    }
    let undefined = failed.filter { $0.steps.contains { $0.status == .undefined } }.count
    let otherFailures = failed.count - undefined
    let failures = otherFailures == 0 ? "" : "\(otherFailures) failed, "
    return "\(scenarios) (\(passed) matched, \(undefined) undefined, \(failures)"
      + "\(pending) pending)\(errors), dry run: nothing ran"
  }

  /// Returns the summary line of a run and the messages of its run hooks that failed, as each
  /// report that shows both gives them: one count rule for the console, Markdown and HTML.
  ///
  /// - Parameters:
  ///   - results: The scenarios' results.
  ///   - dryRun: Whether the steps were only matched.
  ///   - parseErrors: The files that do not parse, each a spec error.
  ///   - specErrors: Spec errors outside any scenario.
  ///   - runHooks: The BeforeAll and AfterAll hooks that ran.
  /// - Returns: The line, and the failed run hooks' messages.
  package static func summary(
    _ results: [ScenarioResult],
    dryRun: Bool,
    parseErrors: [GherkinParseError],
    specErrors: [SpecLintError],
    runHooks: [StepResult]
  ) -> (line: String, hookFailures: [String]) {
    let hookFailures = runHooks.filter { $0.status == .failed }.compactMap(\.message)
    let line = summary(
      results,
      dryRun: dryRun,
      specErrors: parseErrors.count + specErrors.count,
      runHookFailures: hookFailures.count
    )
    return (line, hookFailures)
  }

  static func indented(_ text: String, by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}
