/// One parse of one file: Cucumber's parsing loop over the generated grammar.
///
/// Each line is offered to the current state's transitions in order; the first whose token
/// kind matches (and whose lookahead agrees) ends and starts its rules, hands the line to the
/// AST builder and names the next state. A line no transition takes is an error, and the parser
/// goes on with the next line in the same state, as Cucumber's does, so one run reports up to
/// ten problems and numbers nodes exactly as far as Cucumber would.
struct GherkinParserRun {
  private let lines: [Substring]
  private var nextLine = 0
  private var queue: [GherkinToken] = []
  private var queueHead = 0
  private let matcher: GherkinTokenMatcher
  private var builder: GherkinASTBuilder
  /// The problems found, in order; the file is rejected unless this is empty.
  private(set) var errors: [GherkinSyntaxError] = []
  /// Lines that look like Gherkin but are read as prose, with why.
  private(set) var warnings: [GherkinSyntaxError] = []
  private let format: GherkinFormat
  private var tildeFenceIsOpen = false
  private var stepIsOpen = false

  /// The most problems one parse reports; Cucumber stops after this many too.
  private static let errorLimit = 10

  /// Where a Markdown file's language comes from instead of a `# language:` line.
  private static func markdownLanguageHint(_ code: String) -> String {
    " Cucumber's Markdown reader has no '# language:' line: run viper-spec with --language "
      + "\(code) (or set the spec's language in its Swift Testing suite) instead."
  }

  /// Why a line that starts with U+FEFF is not what it looks like: Python's UTF-8 reader, which
  /// Cucumber's parser uses, keeps a byte-order mark as a character of the first line.
  private static let byteOrderMarkHint =
    " The line starts with a byte-order mark (U+FEFF), which Cucumber's parser reads as part of "
    + "the line; save the file as UTF-8 without a BOM."

  init(text: String, format: GherkinFormat, dialect: GherkinDialect, nextID: Int) {
    // Lines end at line feeds only, as Python's `readline` ends them; a carriage return before
    // one stays on the line, and a final line feed starts no line.
    var lines = text.lineFeedLines
    if lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
    self.format = format
    matcher = GherkinTokenMatcher(format: format, dialect: dialect)
    builder = GherkinASTBuilder(nextID: nextID)
  }

  /// The next node number after the nodes this parse has numbered.
  var nextID: Int { builder.nextID }
  /// The comment lines read.
  var comments: [GherkinComment] { builder.comments }

  /// Parses the file; its feature counts only when `errors` stays empty.
  mutating func parse() -> GherkinFeature? {
    builder.start(.gherkinDocument)
    var state = GherkinGrammar.start
    do {
      while true {
        let token = readToken()
        state = try match(token, in: state)
        if token.isEOF { break }
      }
    } catch {
      return nil
    }
    endRule(.gherkinDocument)
    return builder.feature
  }

  // MARK: - Tokens

  private mutating func readToken() -> GherkinToken {
    if queueHead < queue.count {
      defer {
        queueHead += 1
        if queueHead == queue.count {
          queue.removeAll(keepingCapacity: true)
          queueHead = 0
        }
      }
      return queue[queueHead]
    }
    nextLine += 1
    guard nextLine <= lines.count else { return GherkinToken(line: nil, lineNumber: nextLine) }
    return GherkinToken(
      line: GherkinLine(lines[nextLine - 1], number: nextLine),
      lineNumber: nextLine
    )
  }

  /// Offers a token to one kind's matcher; a matcher's own error counts and means no match.
  private mutating func matches(_ kind: GherkinTokenKind, _ token: GherkinToken) throws -> Bool {
    do {
      return try matcher.match(kind, token)
    } catch {
      try add(error)
      return false
    }
  }

  private mutating func lookahead(_ index: Int) throws -> Bool {
    let lookahead = GherkinGrammar.lookaheads[index]
    var read: [GherkinToken] = []
    var agrees = false
    while true {
      let token = readToken()
      read.append(token)
      if try matches(lookahead.target, token) {
        agrees = true
        break
      }
      var skipped = false
      for kind in lookahead.skipping where try matches(kind, token) {
        skipped = true
        break
      }
      if !skipped { break }
    }
    queue.append(contentsOf: read)
    return agrees
  }

  // MARK: - States

  private mutating func match(_ token: GherkinToken, in state: Int) throws -> Int {
    let transitions = GherkinGrammar.states[state]
    for transition in transitions where try matches(transition.token, token) {
      if let index = transition.lookahead, !(try lookahead(index)) { continue }
      for rule in transition.ends { endRule(rule) }
      for rule in transition.starts { builder.start(rule) }
      noteWarnings(token, kind: transition.token)
      builder.build(token)
      return transition.next
    }
    var expected: [GherkinTokenKind] = []
    for transition in transitions where !expected.contains(transition.token) {
      expected.append(transition.token)
    }
    try add(unexpected(token, expected: expected))
    return state
  }

  private mutating func endRule(_ rule: GherkinRuleKind) {
    do {
      try builder.end(rule)
    } catch {
      try? add(error)
    }
  }

  /// Records a problem once; the eleventh distinct one stops the parse, as in Cucumber.
  private mutating func add(_ error: GherkinSyntaxError) throws {
    guard !errors.contains(error) else { return }
    errors.append(error)
    if errors.count > Self.errorLimit { throw error }
  }

  // MARK: - Warnings

  /// Notes a line that looks like Gherkin but is read as prose, before the builder takes it.
  private mutating func noteWarnings(_ token: GherkinToken, kind: GherkinTokenKind) {
    guard let line = token.line, let matched = token.kind else { return }
    let isMarkdown = format == .markdown
    switch matched {
    case .stepLine:
      stepIsOpen = true
    case .scenarioLine, .backgroundLine, .examplesLine, .ruleLine:
      stepIsOpen = false
    case .featureLine where isMarkdown && token.keyword == nil:
      warn(
        token,
        "Expected the first line to be a '# \(matcher.dialect.feature.first ?? "Feature"): …' heading; Cucumber reads this line as the feature's name."
          + (line.trimmed.first == "\u{FEFF}" ? Self.byteOrderMarkHint : "")
          + (GherkinTokenMatcher.languageCode(line.trimmed).map(Self.markdownLanguageHint) ?? "")
      )
    case .empty where isMarkdown && !line.isEmpty:
      notePlainMarkdownLine(token, line)
    case .other where builder.current.rule != .docString && !isMarkdown:
      noteMissingColon(token, line)
    default:
      break
    }
  }

  private mutating func notePlainMarkdownLine(_ token: GherkinToken, _ line: GherkinLine) {
    if line.starts(with: "~~~") {
      tildeFenceIsOpen.toggle()
      if tildeFenceIsOpen, stepIsOpen {
        warn(
          token,
          "Cucumber's Markdown reader takes ~~~ fences as prose and reads the lines inside as "
            + "Gherkin, so this block is not the step's doc string. Use ``` to give it one."
        )
      }
      return
    }
    let heading = headingText(line)
    if let heading,
      let keyword = matcher.dialect.feature.first(where: {
        heading.starts(withScalarsOf: $0 + ":")
      })
    {
      warn(
        token,
        "This '# \(keyword):' heading comes after the line read as the feature, so it is prose; "
          + "put the feature heading on the first line."
      )
      return
    }
    noteMissingColon(token, line)
  }

  private mutating func noteMissingColon(_ token: GherkinToken, _ line: GherkinLine) {
    let isMarkdown = format == .markdown
    guard let text = isMarkdown ? headingText(line) : line.trimmed else { return }
    let keywords = matcher.dialect.headingKeywords
    guard
      let keyword = keywords.first(where: { keyword in
        guard text.starts(withScalarsOf: keyword) else { return false }
        let next = text.dropFirst(keyword.unicodeScalars.count).first
        return next == nil || next?.isPythonWhitespace == true || next == "："
      })
    else { return }
    let what = isMarkdown ? "heading" : "line"
    let fullWidth = text.contains("：") ? " (a full-width '：' does not count)" : ""
    warn(
      token,
      "This \(what) starts with '\(keyword)' but has no colon\(fullWidth), so it is read as prose. Write '\(keyword):' to make it Gherkin."
    )
  }

  /// The text of a Markdown heading after its marks and whitespace, or nil for other lines.
  private func headingText(_ line: GherkinLine) -> Substring.UnicodeScalarView? {
    let hashes = line.trimmed.prefix { $0 == "#" }.count
    let rest = line.trimmed.dropFirst(hashes)
    guard (1...6).contains(hashes), rest.first?.isPythonWhitespace == true else { return nil }
    return rest.drop { $0.isPythonWhitespace }
  }

  private mutating func warn(_ token: GherkinToken, _ message: String) {
    let location = GherkinLocation(line: token.lineNumber, column: (token.line?.indent ?? 0) + 1)
    warnings.append(GherkinSyntaxError(location: location, message: message))
  }

  private func unexpected(_ token: GherkinToken, expected: [GherkinTokenKind]) -> GherkinSyntaxError
  {
    let wanted = expected.map(describe).joined(separator: ", ")
    guard let line = token.line else {
      let open = builder.current
      let message =
        if open.rule == .docString, let fence = open.token(.docStringSeparator) {
          "Expected a closing \(fence.keyword ?? "fence") for the doc string opened on line \(fence.lineNumber), but the file ended."
        } else if open.rule == .tags, let tags = open.token(.tagLine) {
          "Expected a heading after the tags on line \(tags.lineNumber), but the file ended."
        } else {
          "The file ended early; expected one of: \(wanted)."
        }
      return GherkinSyntaxError(
        location: GherkinLocation(line: token.lineNumber, column: 1),
        message: message
      )
    }
    let byteOrderMark = line.trimmed.first == "\u{FEFF}" ? Self.byteOrderMarkHint : ""
    return GherkinSyntaxError(
      location: GherkinLocation(line: token.lineNumber, column: token.column ?? line.indent + 1),
      message:
        "Expected one of: \(wanted); but found '\(line.trimmed.pythonStripped.string)'.\(byteOrderMark)"
    )
  }

  private func describe(_ kind: GherkinTokenKind) -> String {
    let heading = format == .markdown ? "a '#' heading with " : ""
    return switch kind {
    case .eof: "the end of the file"
    case .empty: "a blank line"
    case .comment: "a comment"
    case .tagLine: "tags"
    case .featureLine: "\(heading)'Feature:'"
    case .ruleLine: "\(heading)'Rule:'"
    case .backgroundLine: "\(heading)'Background:'"
    case .scenarioLine: "\(heading)'Scenario:' or 'Scenario Outline:'"
    case .examplesLine: "\(heading)'Examples:'"
    case .stepLine: "a step"
    case .docStringSeparator: "a doc string fence"
    case .tableRow: "a table row"
    case .language: "a '# language:' line"
    case .other: "a description line"
    }
  }
}
