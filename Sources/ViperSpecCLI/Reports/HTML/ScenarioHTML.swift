import Foundation

/// One scenario run as an `<article>`: its name (with an outline's example values) as a heading
/// that links to itself, its status in words, duration and attempts, tags, prose, any failure
/// before its steps, and its steps.
struct ScenarioHTML {
  let result: ScenarioResult
  /// The scenario's keyword as written, such as `Scenario Outline`.
  let keyword: String
  /// The scenario's prose, as HTML.
  let prose: String
  /// The heading's level.
  let level: Int
  /// Whether the run only matched the steps.
  let dryRun: Bool

  /// The status a reader filters by (see ``status(of:dryRun:)``).
  var status: String { Self.status(of: result, dryRun: dryRun) }

  /// The status a reader filters a scenario's result by.
  ///
  /// By Cucumber's worst-result rule, as the messages stream reports it: a failed step over an
  /// ambiguous one, ambiguous over undefined. In a dry run nothing passed: a scenario whose steps
  /// all matched is skipped, as JUnit marks it.
  static func status(of result: ScenarioResult, dryRun: Bool) -> String {
    let steps = result.hooksAndSteps.map(\.status)
    let failed =
      steps.contains(.failed) || result.setupFailure != nil || !result.lintErrors.isEmpty
    if failed { return "failed" }
    if steps.contains(.ambiguous) { return "ambiguous" }
    if steps.contains(.undefined) { return "undefined" }
    if dryRun, result.status == .passed { return "skipped" }
    return "\(result.status)"
  }

  /// Returns the article, adding the scenario to the failures when it failed.
  func html(
    anchors: inout HTMLAnchors,
    failures: inout [(anchor: String, title: String)]
  ) -> String {
    let pickle = result.pickle
    let row = pickle.exampleValues.map(\.value).joined(separator: ", ")
    let name = pickle.name + (row.isEmpty ? "" : " [\(row)]")
    let id = anchors.make(pickle.featureName + " " + name)
    if result.status == .failed { failures.append((id, "\(pickle.featureName): \(name)")) }
    let tag = "h\(level)"
    // As JSON: a tag may hold a space (`@a b`), which the filter must not split.
    let tagList = pickle.tagNames.map { tag in
      var json = JSONWriter()
      json.string(tag)
      return json.text
    }
    let tags = HTMLText.escaped("[" + tagList.joined(separator: ",") + "]")
    var html = "<article id=\"\(id)\" class=\"scenario \(status)\" data-status=\"\(status)\""
    html += " data-tags=\"\(tags)\""
    html += " aria-labelledby=\"\(id)-title\">\n"
    html += "<\(tag) id=\"\(id)-title\"><a href=\"#\(id)\">"
    html += HTMLText.escaped("\(keyword): \(name)") + "</a></\(tag)>\n"
    var meta = ["<span class=\"status \(status)\">\(StepHTML.label(status))</span>"]
    meta.append(StepHTML.duration(result.time + result.earlierAttemptsTime))
    if result.attempts > 1 { meta.append("attempt \(result.attempts)") }
    meta.append(HTMLText.escaped("\(pickle.uri):\(pickle.location.line)"))
    html += "<p class=\"meta\">\(meta.joined(separator: " · "))</p>\n"
    html += FeatureHTML.tags(pickle.tagNames)
    html += prose
    if let setupFailure = result.setupFailure {
      html += "<pre class=\"message\">\(StepHTML.message(setupFailure))</pre>\n"
    }
    for error in result.lintErrors {
      html +=
        "<pre class=\"message\">\(HTMLText.escaped("Line \(error.line): \(error.message)"))</pre>\n"
    }
    let arguments = Dictionary(
      pickle.steps.map { ($0.location.line, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    html += "<details open>\n<summary>Steps</summary>\n<ol class=\"steps\">\n"
    // Every hook too, passed or not: the page is where a reader looks for what ran.
    for step in result.hooksAndSteps {
      let isHook = !result.steps.contains(step)
      html += StepHTML(step: step, argument: isHook ? nil : arguments[step.line]).html
    }
    return html + "</ol>\n</details>\n</article>\n"
  }
}
