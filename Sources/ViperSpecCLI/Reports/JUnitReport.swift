/// A JUnit XML report of a run, one test suite per feature and one test case per scenario.
package enum JUnitReport {
  /// Returns the XML of a run.
  ///
  /// - Parameters:
  ///   - results: The scenarios' results, in file order.
  ///   - parseErrors: The files that did not parse; each becomes a failed test case, so CI shows
  ///     them beside the scenarios that ran.
  /// - Returns: The XML document.
  package static func xml(
    _ results: [ScenarioResult],
    parseErrors: [GherkinParseError] = []
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
    let failed = results.filter { $0.status == .failed }.count + parseErrors.count
    let pending = results.filter { $0.status == .pending }.count
    let tests = results.count + parseErrors.count
    lines.append(
      "<testsuites name=\"viper-spec\" tests=\"\(tests)\" failures=\"\(failed)\" skipped=\"\(pending)\">"
    )
    for error in parseErrors {
      let uri = escape(error.uri)
      lines.append(
        "  <testsuite name=\"\(uri)\" file=\"\(uri)\" tests=\"1\" failures=\"1\" skipped=\"0\">"
      )
      lines.append(
        "    <testcase classname=\"\(uri)\" name=\"parse\" file=\"\(uri)\" line=\"\(error.location.line)\">"
      )
      let message = escape(error.description)
      lines.append("      <failure message=\"\(message)\">\(message)</failure>")
      lines.append("    </testcase>")
      lines.append("  </testsuite>")
    }
    for feature in features {
      let featureFailed = feature.results.filter { $0.status == .failed }.count
      let featurePending = feature.results.filter { $0.status == .pending }.count
      lines.append(
        "  <testsuite name=\"\(escape(feature.name))\" file=\"\(escape(feature.uri))\" tests=\"\(feature.results.count)\" failures=\"\(featureFailed)\" skipped=\"\(featurePending)\">"
      )
      for result in feature.results {
        let row = result.pickle.exampleValues.map(\.value).joined(separator: ", ")
        let name = result.pickle.name + (row.isEmpty ? "" : " [\(row)]")
        let open =
          "    <testcase classname=\"\(escape(feature.name))\" name=\"\(escape(name))\" file=\"\(escape(feature.uri))\" line=\"\(result.pickle.location.line)\""
        switch result.status {
        case .passed:
          lines.append(open + "/>")
        case .pending:
          lines.append(open + ">")
          lines.append("      <skipped message=\"pending\"/>")
          lines.append("    </testcase>")
        case .failed:
          lines.append(open + ">")
          for failure in result.failures {
            let first = failure.message.prefix { $0 != "\n" }
            lines.append(
              "      <failure message=\"\(escape(String(first)))\">\(escape(failure.message))</failure>"
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

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
