/// Tells what kind of Gherkin line a line is, as Cucumber's token matchers do: the classic one
/// for `.feature` files, and the Markdown one for `.feature.md` files.
///
/// Matching has effects Cucumber's parser relies on, and this matcher keeps them: a doc string
/// fence opens or closes the block whoever asked, the language comment switches the keywords,
/// and in Markdown the first line asked about is the feature's whatever it says.
final class GherkinTokenMatcher {
  private let format: GherkinFormat
  private let defaultDialect: GherkinDialect
  private(set) var dialect: GherkinDialect
  /// The types each step keyword has, in the order the dialect lists them.
  private var keywordTypes: [String: [GherkinStepKeywordType]] = [:]
  /// Step keywords, longest first; equal lengths keep the dialect's order.
  private var stepKeywords: [String] = []
  private var indentToRemove = 0
  private var activeDocStringSeparator: String?
  private var matchedFeatureLine = false

  init(format: GherkinFormat, dialect: GherkinDialect) {
    self.format = format
    defaultDialect = dialect
    self.dialect = dialect
    change(to: dialect)
  }

  private var isMarkdown: Bool { format == .markdown }

  /// Tries one kind of line; on success, records the match on the token.
  func match(_ kind: GherkinTokenKind, _ token: GherkinToken) throws(GherkinSyntaxError) -> Bool {
    if token.isEOF { return kind == .eof ? record(token, .eof) : false }
    guard let line = token.line else { return false }
    switch kind {
    case .eof: return false
    case .empty: return isMarkdown ? markdownEmpty(token, line) : classicEmpty(token, line)
    case .comment: return isMarkdown ? markdownComment(token, line) : classicComment(token, line)
    case .tagLine: return isMarkdown ? markdownTags(token, line) : try classicTags(token, line)
    case .featureLine: return featureLine(token, line)
    case .ruleLine: return titleLine(token, line, .ruleLine, dialect.rule)
    case .backgroundLine: return titleLine(token, line, .backgroundLine, dialect.background)
    case .scenarioLine:
      return titleLine(token, line, .scenarioLine, dialect.scenario)
        || titleLine(token, line, .scenarioLine, dialect.scenarioOutline)
    case .examplesLine: return titleLine(token, line, .examplesLine, dialect.examples)
    case .stepLine: return isMarkdown ? markdownStep(token, line) : classicStep(token, line)
    case .docStringSeparator: return docStringSeparator(token, line)
    case .tableRow: return isMarkdown ? markdownTableRow(token, line) : classicTableRow(token, line)
    case .language: return isMarkdown ? false : try language(token, line)
    case .other: return other(token, line)
    }
  }

  // MARK: - Both formats

  private func featureLine(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard isMarkdown else { return titleLine(token, line, .featureLine, dialect.feature) }
    // Cucumber's Markdown reader takes the first line it is asked about as the feature, so a
    // file need not start with a heading; every later feature heading is prose.
    if matchedFeatureLine { return false }
    if !titleLine(token, line, .featureLine, dialect.feature) {
      record(token, .featureLine, text: line.trimmed.string)
    }
    matchedFeatureLine = true
    return true
  }

  private func titleLine(
    _ token: GherkinToken,
    _ line: GherkinLine,
    _ kind: GherkinTokenKind,
    _ keywords: [String]
  ) -> Bool {
    if isMarkdown {
      guard let heading = Self.headingPrefixLength(line.trimmed) else { return false }
      let text = line.trimmed.dropFirst(heading)
      for keyword in keywords where text.starts(withScalarsOf: keyword + ":") {
        let title = Self.restOfLine(text.dropFirst(keyword.unicodeScalars.count + 1))
        record(
          token,
          kind,
          text: title.pythonStripped.string,
          keyword: keyword,
          keywordType: keywordTypes[keyword]?.first,
          indent: line.indent + heading
        )
        return true
      }
      return false
    }
    for keyword in keywords where line.starts(with: keyword + ":") {
      let title = line.rest(after: keyword.unicodeScalars.count + 1)
      record(token, kind, text: title, keyword: keyword)
      return true
    }
    return false
  }

  private func docStringSeparator(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    if let active = activeDocStringSeparator {
      guard line.starts(with: active) else { return false }
      activeDocStringSeparator = nil
      indentToRemove = 0
      record(token, .docStringSeparator, text: isMarkdown ? "" : nil, keyword: active)
      return true
    }
    let separators = isMarkdown ? ["\"\"\"", "````", "```"] : ["\"\"\"", "```"]
    guard let separator = separators.first(where: { line.starts(with: $0) }) else {
      return false
    }
    activeDocStringSeparator = separator
    indentToRemove = line.indent
    let mediaType = line.rest(after: separator.unicodeScalars.count)
    record(token, .docStringSeparator, text: mediaType, keyword: separator)
    return true
  }

  private func other(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    var text = line.text(removingIndent: indentToRemove).string
    switch activeDocStringSeparator {
    case "\"\"\""?: text = text.replacingScalars("\\\"\\\"\\\"", with: "\"\"\"")
    case "```"?: text = text.replacingScalars("\\`\\`\\`", with: "```")
    default: break
    }
    record(token, .other, text: text, indent: 0)
    return true
  }

  // MARK: - Classic

  private func classicEmpty(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard line.isEmpty else { return false }
    return record(token, .empty, indent: 0)
  }

  private func classicComment(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard line.starts(with: "#") else { return false }
    return record(token, .comment, text: line.scalars.string, indent: 0)
  }

  private func classicTags(
    _ token: GherkinToken,
    _ line: GherkinLine
  ) throws(GherkinSyntaxError) -> Bool {
    guard line.starts(with: "@") else { return false }
    var text = Array(line.trimmed.pythonStripped)
    // A comment starts at a `#` after whitespace.
    if let hash = text.indices.dropFirst().first(where: {
      text[$0] == "#" && text[$0 - 1].isPythonWhitespace
    }) {
      text = Array(text[..<(hash - 1)])
    }
    var column = line.indent + 1
    var tags: [(column: Int, text: String)] = []
    for item in Array(text.pythonStripped).split(separator: "@", omittingEmptySubsequences: false)
      .dropFirst()
    {
      let name = Array(item.pythonStripped)
      if name.contains(where: \.isPythonWhitespace) {
        throw GherkinSyntaxError(
          location: GherkinLocation(line: line.number, column: column),
          message:
            "A tag may not contain whitespace, but '@\(name.string)' does. Write it as one word, such as '@\(name.split(whereSeparator: \.isPythonWhitespace).map(\.string).joined(separator: "-"))'."
        )
      }
      tags.append((column: column, text: "@" + name.string))
      column += item.count + 1
    }
    return record(token, .tagLine, items: tags)
  }

  private func classicStep(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard let keyword = stepKeywords.first(where: { line.starts(with: $0) }) else { return false }
    let types = keywordTypes[keyword] ?? []
    return record(
      token,
      .stepLine,
      text: line.rest(after: keyword.unicodeScalars.count),
      keyword: keyword,
      keywordType: types.count == 1 ? types[0] : .unknown
    )
  }

  private func classicTableRow(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard line.starts(with: "|") else { return false }
    return record(token, .tableRow, items: line.tableCells())
  }

  private func language(
    _ token: GherkinToken,
    _ line: GherkinLine
  ) throws(GherkinSyntaxError) -> Bool {
    guard let code = Self.languageCode(line.trimmed) else { return false }
    record(token, .language, text: code)
    guard let next = GherkinDialect.all[code] else {
      throw GherkinSyntaxError(
        location: token.location,
        message: GherkinDialect.unknownLanguageMessage(code)
      )
    }
    change(to: next)
    return true
  }

  // MARK: - Markdown

  private func markdownEmpty(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    // Cucumber's Markdown reader takes every line that is no other kind as blank, so prose
    // never reaches a description. Asking the other matchers has their effects, as there.
    var isEmpty = line.isEmpty
    let others: [GherkinTokenKind] = [
      .tagLine, .featureLine, .scenarioLine, .backgroundLine, .examplesLine, .ruleLine, .tableRow,
      .comment, .language, .docStringSeparator, .eof, .stepLine,
    ]
    if !others.contains(where: { (try? match($0, token)) == true }) { isEmpty = true }
    guard isEmpty else { return false }
    return record(token, .empty, indent: 0)
  }

  private func markdownComment(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    guard line.starts(with: "|"), Self.isTableSeparator(line.tableCells()) else { return false }
    return record(token, .empty, indent: 0)
  }

  private func markdownTags(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    let text = line.trimmed
    var tags: [(column: Int, text: String)] = []
    // A tag is `@name` in backticks; columns count scalars from the line's start.
    var column = line.indent + 1
    var index = text.startIndex
    while index < text.endIndex {
      let name = text.index(after: index)
      guard text[index] == "`", name < text.endIndex, text[name] == "@",
        let close = text[text.index(after: name)...].firstIndex(of: "`"),
        close > text.index(after: name)
      else {
        text.formIndex(after: &index)
        column += 1
        continue
      }
      let tag = text[name..<close]
      tags.append((column: column + 1, text: tag.string))
      column += tag.count + 2
      index = text.index(after: close)
    }
    guard !tags.isEmpty else { return false }
    return record(token, .tagLine, items: tags)
  }

  private func markdownStep(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    let text = line.trimmed
    guard let bullet = text.first, bullet == "*" || bullet == "+" || bullet == "-" else {
      return false
    }
    let afterBullet = text.dropFirst()
    let spaces = afterBullet.prefix { $0.isPythonWhitespace }.count
    // The bullet's whitespace is greedy, but gives way if a keyword needs it.
    for keyword in stepKeywords {
      for taken in stride(from: spaces, through: 0, by: -1) {
        let rest = afterBullet.dropFirst(taken)
        guard rest.starts(withScalarsOf: keyword) else { continue }
        let title = Self.restOfLine(rest.dropFirst(keyword.unicodeScalars.count))
        return record(
          token,
          .stepLine,
          text: title.pythonStripped.string,
          keyword: keyword,
          keywordType: keywordTypes[keyword]?.first,
          indent: line.indent + 1 + taken
        )
      }
    }
    return false
  }

  private func markdownTableRow(_ token: GherkinToken, _ line: GherkinLine) -> Bool {
    // Gherkin tables are indented 2 to 5 whitespace characters, unlike the document's own.
    guard (2...5).contains(line.indent), line.starts(with: "|") else { return false }
    let cells = line.tableCells()
    if Self.isTableSeparator(cells) { return false }
    return record(token, .tableRow, items: cells)
  }

  // MARK: - Helpers

  @discardableResult
  private func record(
    _ token: GherkinToken,
    _ kind: GherkinTokenKind,
    text: String? = nil,
    keyword: String? = nil,
    keywordType: GherkinStepKeywordType? = nil,
    indent: Int? = nil,
    items: [(column: Int, text: String)] = []
  ) -> Bool {
    token.kind = kind
    token.text = text.map(Self.removingTrailingLineBreaks)
    token.keyword = keyword
    token.keywordType = keywordType
    token.column = (indent ?? token.line?.indent ?? 0) + 1
    token.items = items
    token.dialectCode = dialect.code
    return true
  }

  /// Resets the state one file leaves behind, for the next file.
  func reset() {
    if dialect != defaultDialect { change(to: defaultDialect) }
    indentToRemove = 0
    activeDocStringSeparator = nil
    matchedFeatureLine = false
  }

  private func change(to next: GherkinDialect) {
    dialect = next
    keywordTypes = [:]
    let typed: [([String], GherkinStepKeywordType)] = [
      (next.given, .context), (next.when, .action), (next.then, .outcome),
      (next.and + next.but, .conjunction),
    ]
    for (keywords, type) in typed {
      for keyword in keywords { keywordTypes[keyword, default: []].append(type) }
    }
    let all = next.given + next.when + next.then + next.and + next.but
    stepKeywords = all.enumerated()
      .sorted {
        ($0.element.unicodeScalars.count, -$0.offset) > (
          $1.element.unicodeScalars.count, -$1.offset
        )
      }
      .map(\.element)
      .filter { !isMarkdown || $0 != "* " }
  }

  private static func removingTrailingLineBreaks(_ text: String) -> String {
    guard let last = text.unicodeScalars.last, last == "\r" || last == "\n" else { return text }
    var scalars = text.unicodeScalars[...]
    while let last = scalars.last, last == "\r" || last == "\n" { scalars.removeLast() }
    return String(scalars)
  }

  /// The length of a Markdown heading's marks and the one whitespace after them, if any.
  private static func headingPrefixLength(_ text: Substring.UnicodeScalarView) -> Int? {
    let hashes = text.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), let next = text.dropFirst(hashes).first,
      next.isPythonWhitespace, next != "\n"
    else { return nil }
    return hashes + 1
  }

  /// The text up to a line feed, as a regular expression's `.` reads it.
  private static func restOfLine(
    _ text: Substring.UnicodeScalarView
  ) -> Substring.UnicodeScalarView {
    text.prefix { $0 != "\n" }
  }

  private static func isTableSeparator(_ cells: [(column: Int, text: String)]) -> Bool {
    cells.contains { cell in
      var text = cell.text.unicodeScalars[...]
      if text.last == "\n" { text = text.dropLast() }
      if text.first == ":" { text = text.dropFirst() }
      if text.last == ":" { text = text.dropLast() }
      return !text.isEmpty && text.allSatisfy { $0 == "-" }
    }
  }

  /// The language a `# language: xx` comment names, or nil for any other line.
  static func languageCode(_ text: Substring.UnicodeScalarView) -> String? {
    var rest = text.drop { $0.isPythonWhitespace }
    guard rest.first == "#" else { return nil }
    rest = rest.dropFirst().drop { $0.isPythonWhitespace }
    guard rest.starts(withScalarsOf: "language") else { return nil }
    rest = rest.dropFirst(8).drop { $0.isPythonWhitespace }
    guard rest.first == ":" else { return nil }
    rest = rest.dropFirst().drop { $0.isPythonWhitespace }
    let code = rest.prefix { $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || $0 == "_") }
    guard !code.isEmpty, rest.dropFirst(code.count).allSatisfy(\.isPythonWhitespace) else {
      return nil
    }
    return code.string
  }
}
