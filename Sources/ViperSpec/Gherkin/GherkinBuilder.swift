/// The state machine behind `GherkinParser`: it reads lines one by one and builds the document.
struct GherkinBuilder {
  private struct OpenDocString {
    var separator: String
    var indent: Int
    var line: Int
    var column: Int
    var mediaType: String
    var lines: [String] = []
  }

  private let uri: String
  private let format: GherkinFormat
  private var dialect: GherkinDialect
  private var feature: GherkinFeature?
  private var featureStarted = false
  private var pendingTags: [GherkinTag] = []
  private var pendingTagsLine = 0
  private var rule: GherkinRule?
  private var background: GherkinBackground?
  private var scenario: GherkinScenario?
  private var examples: GherkinExamples?
  private var docString: OpenDocString?
  private var proseFence: String?
  /// Whether a `~~~` line opened a fence that no later one closed, so only openings warn.
  private var tildeFenceIsOpen = false
  private var diagnostics: [GherkinDiagnostic] = []

  init(uri: String, format: GherkinFormat, dialect: GherkinDialect) {
    self.uri = uri
    self.format = format
    self.dialect = dialect
  }

  private var isMarkdown: Bool { format == .markdown }

  // MARK: - Lines

  mutating func consume(_ line: GherkinLine) throws(GherkinParseError) {
    if docString != nil {
      consumeDocStringLine(line)
      return
    }
    if let fence = proseFence {
      if line.trimmed.hasUTF8Prefix(fence) { proseFence = nil }
      return
    }
    if !featureStarted {
      try consumeBeforeFeature(line)
      return
    }
    if line.isEmpty { return }
    if !isMarkdown, line.trimmed.hasUTF8Prefix("#") { return }
    if let tags = tags(in: line) {
      if pendingTags.isEmpty { pendingTagsLine = line.number }
      pendingTags += tags
      return
    }
    if case (let keyword, _)? = title(line, dialect.feature) {
      guard isMarkdown else {
        throw error(line, "Found a second '\(keyword):'; a file holds one feature.")
      }
      // Cucumber's Markdown reader takes the first line as the feature whatever it says, and
      // every later feature heading as prose.
      warn(
        line,
        "This '# \(keyword):' heading comes after the line read as the feature, so it is prose; "
          + "put the feature heading on the first line."
      )
      return
    }
    if case (let keyword, let name)? = title(line, dialect.background) {
      try startBackground(line, keyword: keyword, name: name)
      return
    }
    if case (let keyword, let name)? = title(line, dialect.rule) {
      finishScenario()
      finishBackground()
      finishRule()
      rule = GherkinRule(
        location: titleLocation(line),
        tags: takeTags(),
        keyword: keyword,
        name: name
      )
      return
    }
    if case (let keyword, let name)? = title(line, dialect.scenario)
      ?? title(line, dialect.scenarioOutline)
    {
      finishScenario()
      finishBackground()
      scenario = GherkinScenario(
        location: titleLocation(line),
        tags: takeTags(),
        keyword: keyword,
        name: name
      )
      return
    }
    if case (let keyword, let name)? = title(line, dialect.examples) {
      guard scenario != nil else {
        throw error(line, "Found '\(keyword):' outside a scenario outline. Put it under one.")
      }
      finishExamples()
      examples = GherkinExamples(
        location: titleLocation(line),
        tags: takeTags(),
        keyword: keyword,
        name: name
      )
      return
    }
    if isTableRow(line) {
      try consumeTableRow(line)
      return
    }
    if isMarkdown, line.trimmed.hasUTF8Prefix("|"), isSeparatorRow(line.tableCells()) { return }
    if isMarkdown, line.trimmed.hasUTF8Prefix("~~~") {
      tildeFenceIsOpen.toggle()
      if tildeFenceIsOpen, lastStep != nil, examples == nil {
        warn(
          line,
          "Cucumber's Markdown reader takes ~~~ fences as prose and reads the lines inside as "
            + "Gherkin, so this block is not the step's doc string. Use ``` to give it one."
        )
      }
      return
    }
    if let separator = docStringSeparator(line) {
      try openDocString(line, separator: separator)
      return
    }
    if case (let keyword, let type, let text)? = step(line) {
      try consumeStep(line, keyword: keyword, type: type, text: text)
      return
    }
    try consumeOther(line)
  }

  private mutating func consumeBeforeFeature(_ line: GherkinLine) throws(GherkinParseError) {
    if let tags = tags(in: line) {
      pendingTags += tags
      return
    }
    if isMarkdown {
      featureStarted = true
      if case (let keyword, let name)? = title(line, dialect.feature) {
        startFeature(line, keyword: keyword, name: name)
      } else {
        startFeature(line, keyword: "", name: String(line.trimmed))
        warn(
          line,
          "Expected the first line to be a '# \(dialect.feature[0]): …' heading; Cucumber reads this line as the feature's name."
        )
      }
      return
    }
    if line.isEmpty { return }
    if let code = languageCode(line) {
      guard let next = GherkinDialect.all[code] else {
        throw error(
          line,
          "Unknown language '\(code)'. Use one of: \(GherkinDialect.all.keys.sorted().joined(separator: ", "))."
        )
      }
      dialect = next
      return
    }
    if line.trimmed.hasUTF8Prefix("#") { return }
    guard case (let keyword, let name)? = title(line, dialect.feature) else {
      throw error(
        line,
        "Expected a '\(dialect.feature[0]):' line, a tag or a comment, but found '\(line.trimmed)'."
      )
    }
    featureStarted = true
    startFeature(line, keyword: keyword, name: name)
  }

  private mutating func startFeature(_ line: GherkinLine, keyword: String, name: String) {
    feature = GherkinFeature(
      location: keyword.isEmpty ? location(line) : titleLocation(line),
      tags: takeTags(),
      keyword: keyword,
      name: name,
      language: dialect.code
    )
  }

  private mutating func startBackground(
    _ line: GherkinLine,
    keyword: String,
    name: String
  ) throws(GherkinParseError) {
    let hasScenarios =
      scenario != nil
      || (rule.map { !$0.scenarios.isEmpty } ?? (feature?.children.isEmpty == false))
    if hasScenarios || background != nil {
      throw error(
        line,
        "Found '\(keyword):' after a scenario or another background. Move it above the first scenario."
      )
    }
    if !pendingTags.isEmpty {
      throw error(line, "Found tags above '\(keyword):'; a background takes no tags. Remove them.")
    }
    background = GherkinBackground(
      location: titleLocation(line),
      keyword: keyword,
      name: name
    )
  }

  private mutating func consumeStep(
    _ line: GherkinLine,
    keyword: String,
    type: GherkinStepKeywordType,
    text: String
  ) throws(GherkinParseError) {
    if !pendingTags.isEmpty {
      throw error(
        line,
        "Expected a heading after the tags on line \(pendingTagsLine), but found a step."
      )
    }
    var column = line.indent + 1
    if isMarkdown {
      let afterBullet = line.trimmed.dropFirst()
      column += 1 + afterBullet.prefix { $0.isFastWhitespace }.count
    }
    let step = GherkinStep(
      location: GherkinLocation(line: line.number, column: column),
      keyword: keyword,
      keywordType: type,
      text: text
    )
    if let current = examples {
      if current.tableHeader == nil { return }  // Prose in the examples' description.
      throw error(
        line,
        "Found a step after the examples table. Steps go above '### \(current.keyword):'."
      )
    }
    if scenario != nil {
      scenario?.steps.append(step)
    } else if background != nil {
      background?.steps.append(step)
    }
    // Otherwise the line is part of a feature or rule description.
  }

  private mutating func consumeTableRow(_ line: GherkinLine) throws(GherkinParseError) {
    let cells = line.tableCells()
    if isMarkdown, isSeparatorRow(cells) { return }
    let row = GherkinTableRow(location: location(line), cells: cells)
    if examples != nil {
      if let header = examples?.tableHeader {
        guard header.cells.count == cells.count else {
          throw error(
            line,
            "Expected \(header.cells.count) cells like the header row, but found \(cells.count)."
          )
        }
        examples?.tableBody.append(row)
      } else {
        examples?.tableHeader = row
      }
      return
    }
    guard var step = lastStep else { return }  // A table in a description is prose.
    switch step.argument {
    case nil:
      step.argument = .dataTable([row])
    case .dataTable(var rows)?:
      if let first = rows.first, first.cells.count != cells.count {
        throw error(
          line,
          "Expected \(first.cells.count) cells like the table's first row, but found \(cells.count)."
        )
      }
      step.argument = nil
      lastStep = step  // Releases the stored rows so the append below does not copy them.
      rows.append(row)
      step.argument = .dataTable(rows)
    case .docString?:
      throw error(line, "Found a table row after a doc string. A step takes one or the other.")
    }
    lastStep = step
  }

  private mutating func openDocString(
    _ line: GherkinLine,
    separator: String
  ) throws(GherkinParseError) {
    guard let step = lastStep, examples == nil else {
      if isMarkdown { proseFence = separator }
      return
    }
    guard step.argument == nil else {
      throw error(line, "Found a second block under the step on line \(step.location.line).")
    }
    docString = OpenDocString(
      separator: separator,
      indent: line.indent,
      line: line.number,
      column: line.indent + 1,
      mediaType: String(line.trimmed.dropFirst(separator.count)).trimmedWhitespace
    )
  }

  private mutating func consumeDocStringLine(_ line: GherkinLine) {
    guard let open = docString else { return }
    if line.trimmed.hasUTF8Prefix(open.separator) {
      var content = open.lines.joined(separator: "\n")
      if content.utf8.contains(0x5C) {
        let escaped = open.separator.map { "\\\($0)" }.joined()
        content = content.replacingAll(escaped, with: open.separator)
      }
      lastStep?.argument = .docString(
        GherkinDocString(
          location: GherkinLocation(line: open.line, column: open.column),
          mediaType: open.mediaType,
          content: content,
          delimiter: open.separator,
          closingLine: line.number,
          indent: open.indent
        )
      )
      docString = nil
      return
    }
    docString?.lines.append(line.removingIndent(open.indent))
  }

  private mutating func consumeOther(_ line: GherkinLine) throws(GherkinParseError) {
    if let keyword = headingWithoutColon(line) {
      let what = isMarkdown ? "heading" : "line"
      let fullWidth = line.trimmed.contains("：") ? " (a full-width '：' does not count)" : ""
      warn(
        line,
        "This \(what) starts with '\(keyword)' but has no colon\(fullWidth), so it is read as prose. Write '\(keyword):' to make it Gherkin."
      )
    }
    if isMarkdown { return }
    let inDescription =
      examples.map { $0.tableHeader == nil }
      ?? scenario.map(\.steps.isEmpty) ?? background.map(\.steps.isEmpty) ?? true
    if !inDescription {
      throw error(
        line,
        "Expected a step, a table row, a doc string or a heading, but found '\(line.trimmed)'."
      )
    }
  }

  // MARK: - Finishing

  mutating func finish(lineCount: Int) throws(GherkinParseError) -> GherkinDocument {
    let end = GherkinLine("", number: lineCount + 1)
    if let open = docString {
      throw error(
        end,
        "Expected a closing \(open.separator) for the doc string opened on line \(open.line), but the file ended."
      )
    }
    if !pendingTags.isEmpty {
      throw error(
        end,
        "Expected a heading after the tags on line \(pendingTagsLine), but the file ended."
      )
    }
    finishScenario()
    finishBackground()
    finishRule()
    return GherkinDocument(uri: uri, feature: feature, diagnostics: diagnostics)
  }

  private mutating func finishExamples() {
    guard let done = examples else { return }
    scenario?.examples.append(done)
    examples = nil
  }

  private mutating func finishScenario() {
    finishExamples()
    guard let done = scenario else { return }
    if rule != nil {
      rule?.scenarios.append(done)
    } else {
      feature?.children.append(.scenario(done))
    }
    scenario = nil
  }

  private mutating func finishBackground() {
    guard let done = background else { return }
    if rule != nil {
      rule?.background = done
    } else {
      feature?.background = done
    }
    background = nil
  }

  private mutating func finishRule() {
    guard let done = rule else { return }
    feature?.children.append(.rule(done))
    rule = nil
  }

  private var lastStep: GherkinStep? {
    get {
      if examples != nil { return nil }
      return scenario?.steps.last ?? (scenario == nil ? background?.steps.last : nil)
    }
    set {
      guard let newValue else { return }
      if let index = scenario?.steps.indices.last {
        scenario?.steps[index] = newValue
      } else if let index = background?.steps.indices.last {
        background?.steps[index] = newValue
      }
    }
  }

  private mutating func takeTags() -> [GherkinTag] {
    defer { pendingTags = [] }
    return pendingTags
  }

  // MARK: - Matching

  private func location(_ line: GherkinLine) -> GherkinLocation {
    GherkinLocation(line: line.number, column: line.indent + 1)
  }

  /// Returns where a heading's keyword starts: after the `#` marks and space in Markdown.
  private func titleLocation(_ line: GherkinLine) -> GherkinLocation {
    guard isMarkdown else { return location(line) }
    let hashes = line.trimmed.prefix { $0 == "#" }.count
    return GherkinLocation(line: line.number, column: line.indent + hashes + 2)
  }

  private func error(_ line: GherkinLine, _ message: String) -> GherkinParseError {
    GherkinParseError(uri: uri, location: location(line), message: message)
  }

  private mutating func warn(_ line: GherkinLine, _ message: String) {
    diagnostics.append(GherkinDiagnostic(uri: uri, location: location(line), message: message))
  }

  private func title(_ line: GherkinLine, _ keywords: [String]) -> (String, String)? {
    let text: Substring
    if isMarkdown {
      guard let heading = line.heading else { return nil }
      text = heading
    } else {
      text = line.trimmed
    }
    for keyword in keywords where text.hasUTF8Prefix(keyword) {
      let rest = text.dropFirst(keyword.count)
      guard rest.first == ":" else { continue }
      return (keyword, rest.dropFirst().trimmedWhitespace)
    }
    return nil
  }

  private func headingWithoutColon(_ line: GherkinLine) -> String? {
    let text: Substring
    if isMarkdown {
      guard let heading = line.heading else { return nil }
      text = heading.drop { $0.isWhitespace }
    } else {
      text = line.trimmed
    }
    for keyword in dialect.headingKeywords where text.hasUTF8Prefix(keyword) {
      let next = text.dropFirst(keyword.count).first
      if next == nil || next?.isWhitespace == true || next == "：" { return keyword }
    }
    return nil
  }

  private func step(_ line: GherkinLine) -> (String, GherkinStepKeywordType, String)? {
    var text = line.trimmed
    if isMarkdown {
      guard let bullet = text.utf8.first, bullet == 0x2A || bullet == 0x2B || bullet == 0x2D
      else {
        return nil
      }
      var rest = text.utf8.dropFirst()
      while let byte = rest.first, byte == 0x20 || byte == 0x09 { rest = rest.dropFirst() }
      text = Substring(rest)
      if let first = text.first, first.isWhitespace { text = text.drop { $0.isWhitespace } }
    }
    for (keyword, type) in dialect.steps where text.hasUTF8Prefix(keyword) {
      if isMarkdown, keyword == "* " { continue }
      return (keyword, type, Substring(text.utf8.dropFirst(keyword.utf8.count)).trimmedWhitespace)
    }
    return nil
  }

  private func tags(in line: GherkinLine) -> [GherkinTag]? {
    isMarkdown ? markdownTags(line) : classicTags(line)
  }

  private func markdownTags(_ line: GherkinLine) -> [GherkinTag]? {
    guard line.containsTagMark else { return nil }
    var tags: [GherkinTag] = []
    let characters = Array(line.trimmed)
    var index = 0
    while index + 2 < characters.count {
      if characters[index] == "`", characters[index + 1] == "@" {
        var end = index + 2
        while end < characters.count, characters[end] != "`" { end += 1 }
        if end < characters.count, end > index + 2 {
          tags.append(
            GherkinTag(
              location: GherkinLocation(line: line.number, column: line.indent + index + 2),
              name: String(characters[(index + 1)..<end])
            )
          )
          index = end + 1
          continue
        }
      }
      index += 1
    }
    return tags.isEmpty ? nil : tags
  }

  private func classicTags(_ line: GherkinLine) -> [GherkinTag]? {
    guard line.trimmed.hasUTF8Prefix("@") else { return nil }
    var text = line.trimmed
    if let comment = text.indices.first(where: { index in
      text[index] == "#" && index > text.startIndex && text[text.index(before: index)].isWhitespace
    }) {
      text = text[..<comment]
    }
    var column = line.indent + 1
    var tags: [GherkinTag] = []
    for item in text.split(separator: "@", omittingEmptySubsequences: false).dropFirst() {
      let name = "@" + String(item).trimmedWhitespace
      tags.append(
        GherkinTag(location: GherkinLocation(line: line.number, column: column), name: name)
      )
      column += item.count + 1
    }
    return tags
  }

  private func isTableRow(_ line: GherkinLine) -> Bool {
    guard line.trimmed.hasUTF8Prefix("|") else { return false }
    return isMarkdown ? (2...5).contains(line.indent) : true
  }

  private func isSeparatorRow(_ cells: [GherkinTableCell]) -> Bool {
    cells.contains { cell in
      var value = cell.value.utf8[...]
      if value.first == 0x3A { value = value.dropFirst() }
      if value.last == 0x3A { value = value.dropLast() }
      return !value.isEmpty && value.allSatisfy { $0 == 0x2D }
    }
  }

  private func docStringSeparator(_ line: GherkinLine) -> String? {
    let separators = isMarkdown ? ["\"\"\"", "````", "```"] : ["\"\"\"", "```"]
    return separators.first { line.trimmed.hasUTF8Prefix($0) }
  }

  private func languageCode(_ line: GherkinLine) -> String? {
    guard line.trimmed.hasUTF8Prefix("#") else { return nil }
    let rest = line.trimmed.dropFirst().drop { $0.isWhitespace }
    guard rest.hasUTF8Prefix("language") else { return nil }
    let afterWord = rest.dropFirst("language".count).drop { $0.isWhitespace }
    guard afterWord.first == ":" else { return nil }
    let code = String(afterWord.dropFirst()).trimmedWhitespace
    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
      return nil
    }
    return code
  }
}
