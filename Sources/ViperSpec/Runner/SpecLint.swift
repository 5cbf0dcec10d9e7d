/// The checks that keep a spec from passing while it checks nothing it seems to say.
///
/// The parser agrees with Cucumber, so it reads `## Scenaro:`, `## scenario:`, `1. Given …` and
/// `> Given …` as prose, as Cucumber does. The lint runs after it and fails each such line (in
/// Markdown, every line of a scenario that a reader takes for a step: ``StepKeywordLint``), a
/// scenario without steps and a file without scenarios. A line that is prose on purpose is
/// allowed by a comment on the line above it: `<!-- viper-spec: allow -->` in Markdown,
/// `# viper-spec: allow` in a classic file.
package enum SpecLint {
  /// How far into a line a misspelled keyword's colon is looked for: past every keyword's length.
  private static let keywordSearchLength = 64

  /// The text of the comment that allows a finding on the next line.
  package static let allowMarker = "viper-spec: allow"

  /// Returns the findings for a parsed file.
  ///
  /// - Parameters:
  ///   - lines: The file's lines.
  ///   - blocks: The Markdown blocks of the lines, or nil for a classic file.
  ///   - document: The parsed document.
  ///   - dialect: The keywords the file was read with.
  /// - Returns: The findings that no comment allows, in line order.
  static func errors(
    in lines: [Substring],
    markdownBlocks blocks: MarkdownBlocks?,
    document: GherkinDocument,
    dialect: GherkinDialect
  ) -> [SpecLintError] {
    let isMarkdown = blocks != nil
    let allow = allowComment(isMarkdown: isMarkdown)
    // What checks nothing (a scenario without steps, examples without rows) is kept only by a
    // @wip tag, not by the allow comment, which keeps prose.
    var found: [(line: Int, message: String, mayBeAllowed: Bool)] = []
    for diagnostic in document.diagnostics {
      found.append(
        (
          diagnostic.location.line,
          """
          \(diagnostic.message)

          A line that reads differently than it looks lets a spec pass without checking what it says.

          To fix, correct the line, or put \(allow) on the line above to keep it as prose.
          """,
          true
        )
      )
    }
    found += emptiness(of: document, lines: lines, allow: allow, isMarkdown: isMarkdown)
    found += partsThatCompileToNothing(of: document, lines: lines, isMarkdown: isMarkdown)
      .map { ($0.line, $0.message, false) }
    found += proseLines(
      lines,
      document: document,
      dialect: dialect,
      allow: allow,
      isMarkdown: isMarkdown
    )
    .filter { finding in !found.contains { $0.line == finding.line } }
    .map { ($0.line, $0.message, true) }
    if let blocks {
      found += HiddenStepLint.findings(lines: lines, blocks: blocks, document: document)
        .map { ($0.line, $0.message, true) }
      found += StepKeywordLint.findings(
        lines: lines,
        blocks: blocks,
        document: document,
        dialect: dialect
      )
      .filter { finding in !found.contains { $0.line == finding.line } }
      .map { ($0.line, $0.message, true) }
    }
    return
      found
      .filter { !$0.mayBeAllowed || !isAllowed(line: $0.line, in: lines) }
      .sorted { $0.line < $1.line }
      .map { SpecLintError(uri: document.uri, line: $0.line, message: $0.message) }
  }

  /// The comment that allows a finding on the next line, in the file's format.
  ///
  /// - Parameter isMarkdown: Whether the file is Markdown with Gherkin.
  /// - Returns: The comment.
  package static func allowComment(isMarkdown: Bool) -> String {
    isMarkdown ? "<!-- \(allowMarker) -->" : "# \(allowMarker)"
  }

  /// Returns the numbered lines outside doc strings, each with its leading whitespace removed.
  ///
  /// - Parameters:
  ///   - lines: The file's lines.
  ///   - isMarkdown: Whether `~~~` may not open a doc string, as in Cucumber's Markdown.
  /// - Returns: The lines, numbered from 1, the fences themselves left out.
  package static func linesOutsideDocStrings(
    _ lines: [Substring],
    isMarkdown: Bool
  ) -> [(number: Int, trimmed: Substring)] {
    var result: [(number: Int, trimmed: Substring)] = []
    var fence: Substring?
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if let marker = ["```", "~~~", "\"\"\""].first(where: { trimmed.hasPrefix($0) }) {
        if !(isMarkdown && marker == "~~~") { fence = Substring(marker) }
        continue
      }
      result.append((index + 1, trimmed))
    }
    return result
  }

  private static func emptiness(
    of document: GherkinDocument,
    lines: [Substring],
    allow: String,
    isMarkdown: Bool
  ) -> [(line: Int, message: String, mayBeAllowed: Bool)] {
    let feature = document.feature
    let scenarios: [(scenario: GherkinScenario, tags: [GherkinTag])] =
      feature?.children.flatMap { child -> [(GherkinScenario, [GherkinTag])] in
        switch child {
        case .scenario(let scenario): [(scenario, scenario.tags)]
        case .rule(let rule): rule.scenarios.map { ($0, rule.tags + $0.tags) }
        }
      } ?? []
    guard !scenarios.isEmpty else {
      let line = feature?.location.line ?? 1
      // A Markdown spec's first line is its feature's heading (after its tags), so the comment
      // that allows a file that only describes goes below the heading there.
      let place = isMarkdown ? "below" : "above"
      if isMarkdown, lines.count > line, isAllowed(line: line + 2, in: lines) { return [] }
      let heading = isMarkdown ? "'## Scenario:' heading" : "'Scenario:'"
      return [
        (
          line,
          """
          Expected at least one scenario in this file, but it has none.

          A spec file without scenarios passes without checking anything.

          To fix, add a \(heading) with steps, or put \(allow) on the line \(place) the feature \
          heading if the file only describes.
          """,
          true
        )
      ]
    }
    let featureTags = feature?.tags ?? []
    return scenarios.compactMap { scenario, tags in
      guard scenario.steps.isEmpty, !(featureTags + tags).contains(where: { $0.name == "@wip" })
      else { return nil }
      return (
        scenario.location.line,
        """
        Expected steps under the scenario '\(scenario.name)', but it has none.

        A scenario without steps passes without checking anything.

        To fix, write its steps as list items ('* Given …'), or tag it @wip while it is being \
        written.
        """,
        false
      )
    }
  }

  /// Examples without rows and rules without scenarios, which pass without checking anything.
  ///
  /// Cucumber compiles them to no test case. A `@wip` tag keeps one while it is being written.
  private static func partsThatCompileToNothing(
    of document: GherkinDocument,
    lines: [Substring],
    isMarkdown: Bool
  ) -> [(line: Int, message: String)] {
    guard let feature = document.feature else { return [] }
    let isWip = { (tags: [GherkinTag]) in tags.contains { $0.name == "@wip" } }
    var found: [(line: Int, message: String)] = []
    func check(_ scenario: GherkinScenario, inheriting tags: [GherkinTag]) {
      for examples in scenario.examples where examples.tableBody.isEmpty {
        guard !isWip(tags + scenario.tags + examples.tags) else { continue }
        let what = examples.tableHeader == nil ? "no table" : "a header and no rows"
        if isMarkdown, examples.tableHeader == nil,
          let table = misplacedTable(after: examples.location.line, in: lines)
        {
          found.append(
            (
              examples.location.line,
              """
              Expected rows under '\(examples.keyword):' of the scenario '\(scenario.name)', but \
              it has no table: the table at line \(table.line) is indented \(table.indent) \
              space\(table.indent == 1 ? "" : "s"), and Cucumber's Markdown reads a table's rows \
              only when they are indented two to five spaces, so it reads this one as prose.

              Cucumber compiles examples without rows to no test case, so they pass without \
              checking anything.

              To fix, indent each of the table's rows two spaces, or tag it @wip while it is \
              being written.
              """
            )
          )
          continue
        }
        found.append(
          (
            examples.location.line,
            """
            Expected rows under '\(examples.keyword):' of the scenario '\(scenario.name)', but it \
            has \(what).

            Cucumber compiles examples without rows to no test case, so they pass without \
            checking anything.

            To fix, add a row per case under the table's header, or tag it @wip while it is \
            being written.
            """
          )
        )
      }
    }
    for child in feature.children {
      switch child {
      case .scenario(let scenario):
        check(scenario, inheriting: feature.tags)
      case .rule(let rule):
        for scenario in rule.scenarios { check(scenario, inheriting: feature.tags + rule.tags) }
        guard rule.scenarios.isEmpty, !isWip(feature.tags + rule.tags) else { continue }
        found.append(
          (
            rule.location.line,
            """
            Expected scenarios under the rule '\(rule.name)', but it has none.

            A rule without scenarios compiles to no test case, so it passes without checking \
            anything.

            To fix, add a scenario that shows the rule, or tag the rule @wip while it is being \
            written.
            """
          )
        )
      }
    }
    return found
  }

  private static func proseLines(
    _ lines: [Substring],
    document: GherkinDocument,
    dialect: GherkinDialect,
    allow: String,
    isMarkdown: Bool
  ) -> [(line: Int, message: String)] {
    let keywordLines = Set(keywordLines(of: document))
    let keywords =
      dialect.feature + dialect.rule + dialect.background + dialect.scenario
      + dialect.scenarioOutline + dialect.examples
    var findings: [(line: Int, message: String)] = []
    for (number, trimmed) in linesOutsideDocStrings(lines, isMarkdown: isMarkdown) {
      guard !keywordLines.contains(number) else { continue }
      let what = isMarkdown ? "heading" : "line"
      let text: Substring
      if isMarkdown {
        guard trimmed.hasPrefix("#") else { continue }
        text = trimmed.drop { $0 == "#" }.drop { $0 == " " }
      } else {
        guard !trimmed.hasPrefix("#") else { continue }
        text = trimmed
      }
      // A keyword is short, so a colon far into the line cannot follow a misspelled one.
      guard
        let colon = text.unicodeScalars.prefix(Self.keywordSearchLength).firstIndex(where: {
          $0 == ":" || $0 == "："
        })
      else { continue }
      let found = text[..<colon].trimmedWhitespace
      guard let meant = nearestKeyword(to: found, in: keywords), meant != found else { continue }
      findings.append(
        (
          number,
          """
          Expected '\(meant):', but the \(what) says '\(found):', so Cucumber reads it as prose.

          What it introduces would silently not run.

          To fix, write '\(meant):', or put \(allow) on the line above if it is prose on purpose.
          """
        )
      )
    }
    return findings
  }

  /// Returns the first table row after a line, up to the next heading, that Cucumber's Markdown
  /// does not read as one: indented less than two spaces or more than five.
  private static func misplacedTable(
    after line: Int,
    in lines: [Substring]
  ) -> (line: Int, indent: Int)? {
    for index in line..<lines.count {
      let text = lines[index]
      let indent = text.prefix { $0 == " " }.count
      let rest = text.dropFirst(indent)
      if rest.hasPrefix("#") { return nil }
      if rest.hasPrefix("|"), !(2...5).contains(indent) { return (index + 1, indent) }
    }
    return nil
  }

  /// Returns the keyword a text nearly spells: the same but for letter case, or a few typos off.
  private static func nearestKeyword(to text: String, in keywords: [String]) -> String? {
    let lowered = text.lowercased()
    var best: (keyword: String, distance: Int)?
    for keyword in keywords {
      let allowed = keyword.count >= 7 ? 2 : keyword.count >= 4 ? 1 : 0
      let distance = EditDistance.between(lowered, keyword.lowercased())
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (keyword, distance)
      }
    }
    return best?.keyword
  }

  /// Returns the lines of the feature's and rules' headings, under which a description stands.
  ///
  /// - Parameter document: The parsed document.
  /// - Returns: The line numbers.
  static func descriptionHeadings(of document: GherkinDocument) -> Set<Int> {
    guard let feature = document.feature else { return [] }
    var lines: Set<Int> = [feature.location.line]
    for case .rule(let rule) in feature.children { lines.insert(rule.location.line) }
    return lines
  }

  /// The lines of the feature's, rules', backgrounds', scenarios' and examples' headings.
  ///
  /// - Parameter document: The parsed document.
  /// - Returns: The line numbers.
  package static func keywordLines(of document: GherkinDocument) -> [Int] {
    guard let feature = document.feature else { return [] }
    var lines = [feature.location.line]
    if let background = feature.background { lines.append(background.location.line) }
    func add(_ scenario: GherkinScenario) {
      lines.append(scenario.location.line)
      lines += scenario.examples.map(\.location.line)
    }
    for child in feature.children {
      switch child {
      case .scenario(let scenario): add(scenario)
      case .rule(let rule):
        lines.append(rule.location.line)
        if let background = rule.background { lines.append(background.location.line) }
        rule.scenarios.forEach(add)
      }
    }
    return lines
  }

  /// Whether the nearest line above that is not blank holds the allow comment.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - lines: The file's lines.
  /// - Returns: Whether a finding on the line is allowed.
  package static func isAllowed(line: Int, in lines: [Substring]) -> Bool {
    var index = line - 2
    while index >= 0, isBlank(lines[index]) { index -= 1 }
    // The lint asks this of nearly every line, several times: the bytes rule out almost every
    // line before the characters are compared.
    return index >= 0 && lines[index].utf8.firstRange(of: allowMarker.utf8) != nil
      && lines[index].contains(allowMarker)
  }

  /// Whether a line holds only whitespace; a line that starts with a printable ASCII character
  /// other than a space is told without reading further.
  private static func isBlank(_ line: Substring) -> Bool {
    if let first = line.utf8.first, first > 0x20, first < 0x7F { return false }
    return line.allSatisfy { $0.isWhitespace }
  }
}
