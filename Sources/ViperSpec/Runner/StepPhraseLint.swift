import Foundation

/// Finds the lines of a spec file that read like steps but are prose to the parser: a step in a
/// heading, a quote, a code or HTML block, a numbered or task-list item or a bullet without a
/// keyword, a keyword in the wrong letter case, emphasized, a typo away from a real one or in
/// lookalike letters.
///
/// Which of them are steps depends on the catalog: a line is a finding only once a step phrase
/// matches one of its readings, so that prose which merely starts with "then" stays prose. A
/// Markdown line is read as ``MarkdownBlocks`` gives it, as a reader of the rendered page sees
/// it; ``StepKeywordLint`` has already reported, without the catalog, the lines of a scenario
/// that start with a keyword exactly as written.
package enum StepPhraseLint {
  /// Where a line stands in the document.
  private struct Place {
    /// Whether it is in the description of the feature or of a rule, where no step runs.
    var isDescription = false
    /// For a line of a scenario outline: each examples table's first row, by column name.
    var exampleRows: [[String: String]] = []
  }

  /// Returns the lines that would be steps once their dressing is removed, as candidates for a
  /// catalog to confirm.
  ///
  /// - Parameters:
  ///   - lines: The file's lines.
  ///   - blocks: The Markdown blocks of the lines, or nil for a classic file.
  ///   - document: The parsed document.
  ///   - dialect: The keywords the file was read with.
  ///   - skipping: Lines that already have a finding.
  /// - Returns: The candidates, in line order.
  static func candidates(
    in lines: [Substring],
    markdownBlocks blocks: MarkdownBlocks?,
    document: GherkinDocument,
    dialect: GherkinDialect,
    skipping: Set<Int>
  ) -> [StepPhraseCandidate] {
    let isMarkdown = blocks != nil
    let allow = SpecLint.allowComment(isMarkdown: isMarkdown)
    let readLines = Set(
      SpecLint.keywordLines(of: document) + (document.feature?.allSteps ?? []).map(\.location.line)
    )
    .union(skipping)
    // English keywords too: a spec in another language may slip into English.
    let keywords = Array(
      Set((dialect.steps + GherkinDialect.english.steps).map { $0.keyword.trimmedWhitespace })
        .subtracting(["*", ""])
    ).sorted()
    let headings = headings(of: document)
    let docStrings = DocStringLines(document)
    var candidates: [StepPhraseCandidate] = []
    for (number, line, block) in proseLines(
      lines,
      markdownBlocks: blocks,
      document: document,
      skipping: readLines
    ) {
      let place = headings.last { $0.line <= number }?.place ?? Place()
      var readings = readings(of: line, keywords: keywords, place: place, isMarkdown: isMarkdown)
      guard !readings.isEmpty else { continue }
      if isMarkdown, let docString = docStrings.docString(holding: number) {
        readings = readings.map { reading in
          .init(
            stepText: reading.stepText,
            reason: "Cucumber reads it as part of the doc string that opens at line "
              + "\(docString.location.line), but the page shows it outside the code block",
            fix: DocStringLines.fix(in: docString, ifStep: reading.fix)
          )
        }
      }
      var candidate = StepPhraseCandidate(
        uri: document.uri,
        line: number,
        readings: readings,
        allow: allow
      )
      if let block {
        candidate.allowPlace = "the line above the \(block == .code ? "code" : "HTML") block"
      }
      candidates.append(candidate)
    }
    return candidates
  }

  /// The prose lines that may read as steps, undressed: in Markdown every line a reader sees
  /// (code blocks' too) but a table row, a tag line, an HTML comment and a doc string's line
  /// that the page shows as code (one it shows outside its code block is no step to Cucumber,
  /// and looks like one); in a classic file every line outside doc strings but a comment, a tag
  /// line and a table row.
  ///
  /// A line the allow comment keeps is left out, the comment above a code or HTML block keeping
  /// all of it; a line of such a block comes with the block's kind.
  private static func proseLines(
    _ lines: [Substring],
    markdownBlocks blocks: MarkdownBlocks?,
    document: GherkinDocument,
    skipping: Set<Int>
  ) -> [(number: Int, line: UndressedLine, block: MarkdownLine.Block?)] {
    func isKept(_ number: Int, blockStart: Int) -> Bool {
      skipping.contains(number) || SpecLint.isAllowed(line: number, in: lines)
        || SpecLint.isAllowed(line: blockStart, in: lines)
    }
    guard let blocks else {
      return SpecLint.linesOutsideDocStrings(lines, isMarkdown: false).compactMap { line in
        guard let first = line.trimmed.first, first != "|", first != "@", first != "#",
          !isKept(line.number, blockStart: line.number)
        else { return nil }
        return (line.number, UndressedLine(classic: line.trimmed), nil)
      }
    }
    let docStrings = DocStringLines(document)
    return blocks.lines.enumerated().compactMap { index, block in
      guard !docStrings.isShownAsCode(line: index + 1, block: block),
        let first = block.text.first, first != "|", first != "@", !block.text.hasPrefix("`@"),
        !isKept(index + 1, blockStart: block.blockStart + 1)
      else { return nil }
      let isBlock = block.block == .code || block.block == .html
      return (index + 1, UndressedLine(block), isBlock ? block.block : nil)
    }
  }

  /// The ways to read a line as a step, most likely first: without its keyword (or two, as in
  /// "and then"), then, for a dressed line, as a step that lost its keyword.
  private static func readings(
    of line: UndressedLine,
    keywords: [String],
    place: Place,
    isMarkdown: Bool
  ) -> [StepPhraseCandidate.Reading] {
    let words = line.words
    guard let firstWord = words.first else { return [] }
    var readings: [StepPhraseCandidate.Reading] = []
    func read(_ textWords: ArraySlice<Substring>, keyword: String, reason: String) {
      guard !textWords.isEmpty else { return }
      let written = textWords.joined(separator: " ")
      var texts = [written]
      for variant in [lowercasedFirst(written), written.lowercased()] where !texts.contains(variant)
      {
        texts.append(variant)
      }
      for text in texts {
        for shown in [text, withoutClosingPunctuation(text)] {
          let step = "\(keyword) \(shown)"
          let written = isMarkdown ? "* \(step)" : step
          let fix =
            place.isDescription
            ? "move it under a scenario's heading as '\(written)', or drop it if it only describes"
            : "write it as '\(written)'"
          let matched =
            place.exampleRows.isEmpty ? [shown] : place.exampleRows.map { filled(shown, with: $0) }
          for stepText in matched {
            readings.append(.init(stepText: stepText, reason: reason, fix: fix))
          }
        }
      }
    }
    // In a description, a plain line is a sentence ("When the user cancels" may be one wrapped
    // mid-sentence), and a dressed line needs a keyword (a list of business rules may name a
    // phrase); in a scenario, a plain line is a sentence unless its keyword is written as a step's
    // is, a capital first (or a script without capitals).
    let isPlain = !line.isDressed && !line.isEmphasized
    // A paragraph's line that runs on from the one above is a wrapped sentence there too, even in
    // a quote or a list item.
    if place.isDescription && (isPlain || line.isContinuation && !line.isEmphasized) { return [] }
    if let keyword = stepKeyword(nearest: String(firstWord), in: keywords),
      !isPlain || firstWord.first?.isLowercase != true || !isMarkdown
    {
      var rest = words.dropFirst()
      var meant = keyword.meant
      if let second = rest.first, let next = stepKeyword(nearest: String(second), in: keywords) {
        rest = rest.dropFirst()
        meant = next.meant
      }
      read(rest, keyword: meant, reason: reason(for: line, keyword: keyword, place: place))
      read(
        words.dropFirst(),
        keyword: keyword.meant,
        reason: reason(for: line, keyword: keyword, place: place)
      )
    }
    if line.isDressed && !place.isDescription {
      read(
        words[...],
        keyword: "Given",
        reason: "it has no step keyword (Given, When, Then, And or But)"
      )
    }
    return readings
  }

  private static func reason(
    for line: UndressedLine,
    keyword: (written: String, meant: String),
    place: Place
  ) -> String {
    if keyword.written != keyword.meant {
      return keyword.written.lowercased() == keyword.meant.lowercased()
        ? "its keyword '\(keyword.written)' is not '\(keyword.meant)', and keywords are "
          + "case-sensitive"
        : "'\(keyword.written)' is not a step keyword" + lookalikeNote(keyword.written)
    }
    if line.hasCompatibilityCharacters {
      return "its keyword is written in fullwidth or styled letters that only look like "
        + "'\(keyword.meant)'"
    }
    if let reason = line.dressingReason { return reason }
    if place.isDescription { return "it is in a description, where no step runs" }
    return line.shapeReason
  }

  /// The text with an outline's `<placeholders>` filled in from one examples row.
  private static func filled(_ text: String, with row: [String: String]) -> String {
    row.reduce(text) { text, cell in
      text.replacingOccurrences(of: "<\(cell.key)>", with: cell.value)
    }
  }

  private static func lowercasedFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }

  /// The text without the punctuation a sentence ends with: `.`, `!`, `;`, `:`, `?`, `。`.
  private static func withoutClosingPunctuation(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, ".!;:?。！？".contains(last), text.count > 1 { text.removeLast() }
    return String(text)
  }

  /// The step keyword a word spells: the same, the same but for letter case, or a typo or two
  /// (a swapped pair counting as one) off a keyword, one off a keyword of three letters.
  private static func stepKeyword(
    nearest word: String,
    in keywords: [String]
  ) -> (written: String, meant: String)? {
    // `Then:` and `Then,` are the keyword with a sentence's punctuation.
    let bare = word.last.map { ":,：、".contains($0) } == true ? String(word.dropLast()) : word
    let lowered = bare.lowercased()
    guard !lowered.isEmpty,
      lowered.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "\u{200B}" || $0 == "\u{AD}" })
    else { return nil }
    var best: (meant: String, distance: Int)?
    for meant in keywords {
      if bare == meant { return (word, meant) }
      let distance = EditDistance.withSwaps(lowered, meant.lowercased())
      let allowed = meant.count >= 4 ? 2 : meant.count == 3 ? 1 : 0
      if distance <= allowed, distance < best?.distance ?? .max { best = (meant, distance) }
    }
    return best.map { (word, $0.meant) }
  }

  /// Names the scalars of a word that are not ASCII, which a reader may take for letters they
  /// only look like.
  private static func lookalikeNote(_ word: String) -> String {
    let foreign = word.unicodeScalars.filter { !$0.isASCII }
    guard !foreign.isEmpty else { return "" }
    let names = foreign.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    return " (it holds \(names.joined(separator: ", ")), which only looks like a letter of it)"
  }

  /// Every heading's line with the place the lines under it take: a description under the
  /// feature's or a rule's, an outline's example rows under a scenario's or its examples'.
  private static func headings(of document: GherkinDocument) -> [(line: Int, place: Place)] {
    guard let feature = document.feature else { return [] }
    var headings: [(line: Int, place: Place)] = [
      (feature.location.line, Place(isDescription: true))
    ]
    func add(_ scenario: GherkinScenario) {
      let rows = scenario.examples.compactMap { examples -> [String: String]? in
        guard let header = examples.tableHeader, let row = examples.tableBody.first else {
          return nil
        }
        return Dictionary(
          zip(header.cells.map(\.value), row.cells.map(\.value)),
          uniquingKeysWith: { first, _ in first }
        )
      }
      let place = Place(exampleRows: rows)
      headings.append((scenario.location.line, place))
      headings += scenario.examples.map { ($0.location.line, place) }
    }
    if let background = feature.background { headings.append((background.location.line, Place())) }
    for child in feature.children {
      switch child {
      case .scenario(let scenario): add(scenario)
      case .rule(let rule):
        headings.append((rule.location.line, Place(isDescription: true)))
        if let background = rule.background {
          headings.append((background.location.line, Place()))
        }
        rule.scenarios.forEach(add)
      }
    }
    return headings.sorted { $0.line < $1.line }
  }
}
