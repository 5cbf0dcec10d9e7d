/// The prose of a Markdown spec: the lines that are no part of its Gherkin, each under the
/// heading it follows.
///
/// Cucumber's Markdown reading leaves a feature's or scenario's description empty, as its
/// prose is Markdown for people, not Gherkin: the report takes it from the file, so that the
/// page reads as the spec does.
struct SpecProse {
  /// The prose lines under each heading, by the heading's line.
  private let linesByHeading: [Int: [Substring]]

  /// Sorts a spec's lines into prose under its headings.
  ///
  /// - Parameters:
  ///   - text: The spec's text.
  ///   - feature: Its feature, as parsed.
  ///   - comments: Its comment lines, which are no prose.
  init(text: String, feature: GherkinFeature, comments: [GherkinComment]) {
    var gherkinLines = Set(comments.map(\.location.line))
    var headings: [Int] = []
    func tagged(_ line: Int, tags: [GherkinTag]) {
      headings.append(line)
      gherkinLines.insert(line)
      gherkinLines.formUnion(tags.map(\.location.line))
    }
    func steps(_ steps: [GherkinStep]) {
      for step in steps {
        gherkinLines.insert(step.location.line)
        gherkinLines.formUnion((step.dataTable ?? []).map(\.location.line))
        if let docString = step.docString {
          gherkinLines.formUnion(
            docString.location.line...max(docString.location.line, docString.closingLine)
          )
        }
      }
    }
    func background(_ background: GherkinBackground?) {
      guard let background else { return }
      tagged(background.location.line, tags: [])
      steps(background.steps)
    }
    func scenario(_ scenario: GherkinScenario) {
      tagged(scenario.location.line, tags: scenario.tags)
      steps(scenario.steps)
      for examples in scenario.examples {
        // An Examples section's prose reads with its scenario's.
        gherkinLines.insert(examples.location.line)
        gherkinLines.formUnion(examples.tags.map(\.location.line))
        gherkinLines.formUnion(
          ([examples.tableHeader].compactMap { $0 } + examples.tableBody).map(\.location.line)
        )
      }
    }
    tagged(feature.location.line, tags: feature.tags)
    background(feature.background)
    for child in feature.children {
      switch child {
      case .scenario(let child): scenario(child)
      case .rule(let rule):
        tagged(rule.location.line, tags: rule.tags)
        background(rule.background)
        rule.scenarios.forEach(scenario)
      }
    }
    headings.sort()
    var linesByHeading: [Int: [Substring]] = [:]
    var owner = headings.first ?? 1
    var nextHeading = headings.dropFirst().makeIterator()
    var upcoming = nextHeading.next()
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      while let heading = upcoming, heading <= number {
        owner = heading
        upcoming = nextHeading.next()
      }
      guard !gherkinLines.contains(number) else { continue }
      linesByHeading[owner, default: []].append(line.hasSuffix("\r") ? line.dropLast() : line)
    }
    self.linesByHeading = linesByHeading
  }

  /// The prose under a heading, as HTML.
  ///
  /// - Parameter line: The heading's line.
  /// - Returns: The markup, empty when there is none.
  func html(under line: Int) -> String {
    ProseHTML.html(linesByHeading[line] ?? [])
  }
}
