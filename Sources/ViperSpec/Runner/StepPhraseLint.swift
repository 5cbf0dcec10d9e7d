import Foundation

/// Finds the lines of a spec file that read like steps but are prose to the parser: a step in a
/// heading, a quote, a numbered or task-list item or a bullet without a keyword, a keyword in the
/// wrong letter case, emphasized, a typo away from a real one or in lookalike letters.
///
/// Which of them are steps depends on the catalog: a line is a finding only once a step phrase
/// matches one of its readings, so that prose which merely starts with "then" stays prose.
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
  ///   - text: The file's contents.
  ///   - document: The parsed document.
  ///   - dialect: The keywords the file was read with.
  ///   - isMarkdown: Whether the file is Markdown with Gherkin rather than a classic file.
  ///   - skipping: Lines that already have a finding.
  /// - Returns: The candidates, in line order.
  package static func candidates(
    in text: String,
    document: GherkinDocument,
    dialect: GherkinDialect,
    isMarkdown: Bool,
    skipping: Set<Int>
  ) -> [StepPhraseCandidate] {
    let lines = text.lineFeedLines
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
    let code = isMarkdown ? codeLines(lines) : []
    var candidates: [StepPhraseCandidate] = []
    for (number, trimmed) in SpecLint.linesOutsideDocStrings(lines, isMarkdown: isMarkdown) {
      guard !code.contains(number), !readLines.contains(number),
        !SpecLint.isAllowed(line: number, in: lines),
        let first = trimmed.first, first != "|", first != "@",
        !(isMarkdown ? trimmed.hasPrefix("<!--") || trimmed.hasPrefix("`@") : first == "#")
      else { continue }
      let place = headings.last { $0.line <= number }?.place ?? Place()
      let line = UndressedLine(trimmed, isMarkdown: isMarkdown)
      let readings = readings(of: line, keywords: keywords, place: place, isMarkdown: isMarkdown)
      guard !readings.isEmpty else { continue }
      candidates.append(
        StepPhraseCandidate(uri: document.uri, line: number, readings: readings, allow: allow)
      )
    }
    return candidates
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
    if place.isDescription && isPlain { return [] }
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
    if line.isTask { return "it is a task-list item" }
    if line.isQuoted { return "it is quoted" }
    if line.isHeading { return "it is a heading" }
    if line.isNumbered { return "it is a numbered item, and only '* ' and '- ' items are steps" }
    if line.isEmphasized { return "its keyword is emphasized" }
    if place.isDescription { return "it is in a description, where no step runs" }
    return line.isBulleted ? "its bullet is not one Markdown knows" : "it is not a list item"
  }

  /// The lines a Markdown reader sees as code, which Cucumber does not read either: inside a
  /// `~~~` fence (not a doc string in Cucumber's Markdown), or indented four spaces after a
  /// blank line.
  private static func codeLines(_ lines: [Substring]) -> Set<Int> {
    var code: Set<Int> = []
    var isInFence = false
    var previousIsBlank = true
    var isInIndentedBlock = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      defer { previousIsBlank = trimmed.isEmpty }
      if trimmed.hasPrefix("~~~") {
        isInFence.toggle()
        code.insert(index + 1)
        continue
      }
      let isIndented = line.prefix { $0 == " " }.count >= 4 && !trimmed.isEmpty
      isInIndentedBlock = isIndented && (previousIsBlank || isInIndentedBlock)
      if isInFence || isInIndentedBlock { code.insert(index + 1) }
    }
    return code
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
