/// One spec file in the HTML report: its feature's heading, tags and prose, its backgrounds and
/// rules, and an article for each scenario that ran, in the file's order.
struct FeatureHTML {
  let file: HTMLReport.File
  /// The file's results, in run order.
  let results: [ScenarioResult]
  /// Whether the run only matched the steps.
  let dryRun: Bool

  /// Returns the section, adding each failed scenario's anchor and title to the list.
  func html(
    anchors: inout HTMLAnchors,
    failures: inout [(anchor: String, title: String)]
  ) -> String {
    guard let feature = file.feature else {
      return Self.list(scenarios(results, level: 3, anchors: &anchors, failures: &failures))
    }
    let prose =
      file.path.hasSuffix(".md")
      ? SpecProse(text: file.text, feature: feature, comments: file.comments) : nil
    func description(_ line: Int, _ text: String) -> String {
      prose?.html(under: line) ?? Self.plainDescription(text)
    }
    let id = anchors.make("feature " + file.path)
    var html = "<section class=\"feature\" aria-labelledby=\"\(id)\">\n"
    html += "<h2 id=\"\(id)\">\(HTMLText.escaped("\(feature.keyword): \(feature.name)"))</h2>\n"
    html += "<p class=\"path\">\(HTMLText.escaped(file.path))</p>\n"
    html += Self.tags(feature.tags.map(\.name))
    html += description(feature.location.line, feature.description)
    html += background(feature.background, level: 3, description: description)
    var shown = Set<String>()
    // The feature's own scenarios, in a list of their own: the filters' "failures first" orders
    // the articles within it, never past the rules below.
    var own = ""
    for case .scenario(let scenario) in feature.children {
      own += self.scenario(
        scenario,
        level: 3,
        description: description,
        anchors: &anchors,
        failures: &failures,
        shown: &shown
      )
    }
    html += Self.list(own)
    for case .rule(let rule) in feature.children {
      let ruleID = anchors.make("rule " + rule.name)
      html += "<section class=\"rule\" aria-labelledby=\"\(ruleID)\">\n"
      html += "<h3 id=\"\(ruleID)\">\(HTMLText.escaped("\(rule.keyword): \(rule.name)"))</h3>\n"
      html += Self.tags(rule.tags.map(\.name))
      html += description(rule.location.line, rule.description)
      html += background(rule.background, level: 4, description: description)
      var articles = ""
      for scenario in rule.scenarios {
        articles += self.scenario(
          scenario,
          level: 4,
          description: description,
          anchors: &anchors,
          failures: &failures,
          shown: &shown
        )
      }
      html += Self.list(articles) + "</section>\n"
    }
    // Results of no scenario the document holds, which a changed file could leave.
    let rest = results.filter { !shown.contains($0.pickle.id) }
    html += Self.list(scenarios(rest, level: 3, anchors: &anchors, failures: &failures))
    return html + "</section>\n"
  }

  private func scenario(
    _ scenario: GherkinScenario,
    level: Int,
    description: (Int, String) -> String,
    anchors: inout HTMLAnchors,
    failures: inout [(anchor: String, title: String)],
    shown: inout Set<String>
  ) -> String {
    let ran = results.filter { $0.pickle.astNodeIds.first == scenario.id }
    shown.formUnion(ran.map(\.pickle.id))
    let prose = description(scenario.location.line, scenario.description)
    return ran.map { result in
      ScenarioHTML(
        result: result,
        keyword: scenario.keyword,
        prose: prose,
        level: level,
        dryRun: dryRun
      )
      .html(anchors: &anchors, failures: &failures)
    }.joined()
  }

  private func scenarios(
    _ results: [ScenarioResult],
    level: Int,
    anchors: inout HTMLAnchors,
    failures: inout [(anchor: String, title: String)]
  ) -> String {
    results.map { result in
      ScenarioHTML(result: result, keyword: "Scenario", prose: "", level: level, dryRun: dryRun)
        .html(anchors: &anchors, failures: &failures)
    }.joined()
  }

  private func background(
    _ background: GherkinBackground?,
    level: Int,
    description: (Int, String) -> String
  ) -> String {
    guard let background else { return "" }
    let title = "\(background.keyword):\(background.name.isEmpty ? "" : " \(background.name)")"
    var html = "<section class=\"background\">\n"
    html += "<h\(level)>\(HTMLText.escaped(title))</h\(level)>\n"
    html += description(background.location.line, background.description)
    html += "<ol class=\"steps\">\n"
    for step in background.steps {
      html += "<li><strong>\(HTMLText.escaped(step.keyword.trimmedWhitespace))</strong> "
      html += HTMLText.escaped(step.text) + "</li>\n"
    }
    return html + "</ol>\n</section>\n"
  }

  /// A classic `.feature` file's description, which is plain text: each paragraph as one.
  private static func plainDescription(_ text: String) -> String {
    text.trimmedWhitespace.split(separator: "\n\n")
      .filter { !$0.trimmedWhitespace.isEmpty }
      .map { "<p>\(HTMLText.escaped(String($0).trimmedWhitespace))</p>\n" }.joined()
  }

  /// Articles in a list of their own, or nothing when there are none.
  private static func list(_ articles: String) -> String {
    articles.isEmpty ? "" : "<div class=\"scenarios\">\n\(articles)</div>\n"
  }

  /// A list of tags, or nothing when there are none.
  static func tags(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    let items = names.map { "<li>\(HTMLText.escaped($0))</li>" }.joined()
    return "<ul class=\"tags\" aria-label=\"Tags\">\(items)</ul>\n"
  }
}
