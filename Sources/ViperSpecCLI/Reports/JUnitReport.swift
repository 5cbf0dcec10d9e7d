import Foundation

/// A JUnit XML report of a run, one test suite per feature and one test case per scenario.
package enum JUnitReport {
  /// Returns the XML of a run.
  ///
  /// - Parameters:
  ///   - results: The scenarios' results, in file order.
  ///   - parseErrors: The files that did not parse; each becomes a failed test case, so CI shows
  ///     them beside the scenarios that ran.
  ///   - lintErrors: The spec lines outside any scenario that would pass silently; each becomes
  ///   - runHookFailures: BeforeAll and AfterAll hooks that failed, each a failed test case.
  ///     a failed test case. (Those in a scenario fail that scenario's case.)
  ///   - dryRun: Whether the steps were only matched: a scenario whose steps all matched is
  ///     skipped, since nothing ran.
  /// - Returns: The XML document.
  package static func xml(
    _ results: [ScenarioResult],
    parseErrors: [GherkinParseError] = [],
    lintErrors: [SpecLintError] = [],
    runHookFailures: [String] = [],
    dryRun: Bool = false
  ) -> String {
    var features: [(uri: String, name: String, results: [ScenarioResult])] = []
    for result in results {
      if features.last?.uri == result.pickle.uri {
        features[features.count - 1].results.append(result)
      } else {
        features.append((result.pickle.uri, result.pickle.featureName, [result]))
      }
    }
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let problems =
      parseErrors.map { (uri: $0.uri, name: "parse", line: $0.location.line, text: $0.description) }
      + lintErrors.map { (uri: $0.uri, name: "lint", line: $0.line, text: $0.description) }
      + runHookFailures.map { message in
        // Named by the message's first line: which hook, and where it is defined.
        (uri: "run hooks", name: String(message.prefix { $0 != "\n" }), line: 0, text: message)
      }
    let failed = results.filter(\.failsRun).count + problems.count
    let pending = results.filter { isSkipped($0, dryRun: dryRun) }.count
    let tests = results.count + problems.count
    lines.append(
      "<testsuites name=\"viper-spec\" tests=\"\(tests)\" failures=\"\(failed)\" skipped=\"\(pending)\" time=\"\(time(results))\">"
    )
    for problem in problems {
      let uri = escape(problem.uri)
      lines.append(
        "  <testsuite name=\"\(uri)\" file=\"\(uri)\" tests=\"1\" failures=\"1\" skipped=\"0\" time=\"0.000\">"
      )
      lines.append(
        "    <testcase classname=\"\(uri)\" name=\"\(escape(problem.name))\" file=\"\(uri)\" line=\"\(problem.line)\" time=\"0.000\">"
      )
      let first = escape(String(problem.text.prefix { $0 != "\n" }))
      lines.append(
        "      <failure message=\"\(first)\">\(escape(problem.text, inAttribute: false))</failure>"
      )
      lines.append("    </testcase>")
      lines.append("  </testsuite>")
    }
    for feature in features {
      let featureFailed = feature.results.filter(\.failsRun).count
      let featurePending = feature.results.filter { isSkipped($0, dryRun: dryRun) }.count
      lines.append(
        "  <testsuite name=\"\(escape(feature.name))\" file=\"\(escape(feature.uri))\" tests=\"\(feature.results.count)\" failures=\"\(featureFailed)\" skipped=\"\(featurePending)\" time=\"\(time(feature.results))\">"
      )
      for result in feature.results {
        let row = result.pickle.exampleValues.map(\.value).joined(separator: ", ")
        let name = result.pickle.name + (row.isEmpty ? "" : " [\(row)]")
        let open =
          "    <testcase classname=\"\(escape(feature.name))\" name=\"\(escape(name))\" file=\"\(escape(feature.uri))\" line=\"\(result.pickle.location.line)\" time=\"\(time([result]))\""
        switch result.failsRun ? .failed : result.status {
        case .passed where dryRun:
          lines.append(open + ">")
          lines.append("      <skipped message=\"dry run: steps matched, nothing ran\"/>")
          lines.append("    </testcase>")
        case .passed:
          lines.append(open + "/>")
        case .pending, .skipped:
          let reason = result.hooksAndSteps.first { $0.status == result.status.stepStatus }?.message
          let message = result.status.rawValue + (reason.map { ": \($0)" } ?? "")
          lines.append(open + ">")
          lines.append("      <skipped message=\"\(escape(message))\"/>")
          lines.append("    </testcase>")
        case .failed:
          lines.append(open + ">")
          for failure in result.failures {
            let first = failure.message.prefix { $0 != "\n" }
            lines.append(
              "      <failure message=\"\(escape(String(first)))\">"
                + "\(escape(failure.message, inAttribute: false))</failure>"
            )
          }
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The seconds scenarios took, with milliseconds, as JUnit's `time` attributes give them.
  private static func time(_ results: [ScenarioResult]) -> String {
    // Every attempt counts, for a scenario --retry ran again.
    let seconds = results.reduce(0.0) { $0 + $1.earlierAttemptsTime + $1.time }
    return String(format: "%.3f", seconds)
  }

  /// Whether JUnit counts the scenario as skipped: pending, skipped, or only matched.
  private static func isSkipped(_ result: ScenarioResult, dryRun: Bool) -> Bool {
    guard !result.failsRun else { return false }
    return result.status == .pending || result.status == .skipped
      || (dryRun && result.status == .passed)
  }

  /// Escapes text for XML: markup characters as entities, a tab or line break in an attribute
  /// as a reference, and the control characters XML 1.0 cannot hold as Swift escapes.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - inAttribute: Whether the text is an attribute's value rather than an element's.
  /// - Returns: The escaped text.
  package static func escape(_ text: String, inAttribute: Bool = true) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      // An attribute's parser reads a raw tab or line break as a space: as references, they
      // read back as themselves.
      case "\t", "\n", "\r":
        if inAttribute {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      // XML 1.0 has no way to hold other control characters, even as references: they are
      // written as Swift escapes, so the file stays well-formed and the text readable.
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
