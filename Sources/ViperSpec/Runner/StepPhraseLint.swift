/// Finds the lines of a spec file that read like steps but are prose to the parser: a step in a
/// heading, a quote, a numbered item or a bullet without a keyword, a keyword in the wrong letter
/// case, emphasized or a typo away from a real one.
///
/// Which of them are steps depends on the catalog: a line is a finding only once a step phrase
/// matches its text, so that prose which merely starts with "then" stays prose.
package enum StepPhraseLint {
  /// What dresses a line's text.
  private struct Dressing {
    var quoted = false
    var heading = false
    var bullet = false
    var numbered = false
    var emphasized = false
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
    let readLines = Set(SpecLint.keywordLines(of: document) + stepLines(of: document))
      .union(skipping)
    let keywords = dialect.steps.map(\.keyword).filter { $0 != "* " }
    return SpecLint.linesOutsideDocStrings(lines, isMarkdown: isMarkdown).compactMap {
      number,
      trimmed in
      guard !readLines.contains(number), !SpecLint.isAllowed(line: number, in: lines),
        let first = trimmed.first, first != "|", first != "@",
        !(isMarkdown ? trimmed.hasPrefix("<!--") || trimmed.hasPrefix("`@") : first == "#")
      else { return nil }
      return candidate(
        trimmed,
        line: number,
        uri: document.uri,
        keywords: keywords,
        isMarkdown: isMarkdown,
        allow: allow
      )
    }
  }

  private static func candidate(
    _ line: Substring,
    line number: Int,
    uri: String,
    keywords: [String],
    isMarkdown: Bool,
    allow: String
  ) -> StepPhraseCandidate? {
    var dressing = Dressing()
    let undressed = isMarkdown ? undress(line, into: &dressing) : line
    var words = undressed.split(whereSeparator: \.isWhitespace).map { word in
      let bare = withoutEmphasis(word)
      if bare.count != word.count { dressing.emphasized = true }
      return bare
    }
    words.removeAll(where: \.isEmpty)
    guard let firstWord = words.first else { return nil }
    let dressed = dressing.quoted || dressing.heading || dressing.bullet || dressing.numbered
    var readings: [StepPhraseCandidate.Reading] = []
    func read(_ textWords: ArraySlice<Substring>, keyword: String, reason: String) {
      guard !textWords.isEmpty else { return }
      let text = textWords.joined(separator: " ")
      let step = "\(keyword) \(text)"
      let fix = isMarkdown ? "* \(step)" : step
      readings.append(.init(stepText: text, reason: reason, fix: fix))
      if text.count > 1, text.hasSuffix(".") {
        readings.append(.init(stepText: String(text.dropLast()), reason: reason, fix: fix))
      }
    }
    if let keyword = stepKeyword(nearest: String(firstWord), in: keywords) {
      let reason: String
      if keyword.written != keyword.meant {
        reason =
          keyword.written.lowercased() == keyword.meant.lowercased()
          ? "its keyword '\(keyword.written)' is not '\(keyword.meant)', and keywords are "
            + "case-sensitive"
          : "'\(keyword.written)' is not a step keyword" + lookalikeNote(keyword.written)
      } else if dressing.quoted {
        reason = "it is quoted"
      } else if dressing.heading {
        reason = "it is a heading"
      } else if dressing.emphasized {
        reason = "its keyword is emphasized"
      } else {
        reason = isMarkdown ? "it is not a list item" : "it is part of a description"
      }
      read(words.dropFirst(), keyword: keyword.meant, reason: reason)
    }
    // A plain sentence without a keyword is prose; a list item or a quote without one is a step
    // that lost it.
    if dressed {
      read(
        words[...],
        keyword: "Given",
        reason: "it has no step keyword (Given, When, Then, And or But)"
      )
    }
    guard !readings.isEmpty else { return nil }
    return StepPhraseCandidate(uri: uri, line: number, readings: readings, allow: allow)
  }

  /// Removes a Markdown line's quote marks, heading marks and list marker, noting each.
  private static func undress(_ line: Substring, into dressing: inout Dressing) -> Substring {
    var text = line
    while text.first == ">" {
      dressing.quoted = true
      text = text.dropFirst().drop(while: \.isWhitespace)
    }
    let hashes = text.prefix { $0 == "#" }.count
    if (1...6).contains(hashes), text.dropFirst(hashes).first?.isWhitespace == true {
      dressing.heading = true
      text = text.dropFirst(hashes).drop(while: \.isWhitespace)
    }
    if let marker = text.first, "*-+".contains(marker),
      text.dropFirst().first?.isWhitespace == true
    {
      dressing.bullet = true
      text = text.dropFirst().drop(while: \.isWhitespace)
    } else {
      let digits = text.prefix(while: \.isNumber)
      let after = text.dropFirst(digits.count)
      if !digits.isEmpty, let close = after.first, close == "." || close == ")",
        after.dropFirst().first?.isWhitespace == true
      {
        dressing.numbered = true
        text = after.dropFirst().drop(while: \.isWhitespace)
      }
    }
    return text
  }

  /// The step keyword a word spells: the same, the same but for letter case, or a typo or two
  /// off a keyword of four letters or more.
  private static func stepKeyword(
    nearest word: String,
    in keywords: [String]
  ) -> (written: String, meant: String)? {
    let lowered = word.lowercased()
    var best: (meant: String, distance: Int)?
    for keyword in keywords {
      let meant = keyword.trimmedWhitespace
      guard !meant.isEmpty else { continue }
      if word == meant { return (word, meant) }
      let meantLowered = meant.lowercased()
      // Two typos, a swapped pair among them, in a keyword of four letters or more, as long as
      // the first letter is right; one letter off, any letter, for a word that mixes in a
      // letter from another script (a Greek capital tau for a T).
      let isLookalike = !lowered.unicodeScalars.allSatisfy(\.isASCII) && meant.count >= 3
      let distance =
        lowered == meantLowered
        ? 0
        : (meant.count >= 4 && lowered.first == meantLowered.first) || isLookalike
          ? EditDistance.between(lowered, meantLowered) : .max
      let allowed = isLookalike && lowered.first != meantLowered.first ? 1 : 2
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

  /// The word without the Markdown emphasis or code marks around it: `**Then**` is `Then`.
  private static func withoutEmphasis(_ word: Substring) -> Substring {
    let marks: Set<Character> = ["*", "_", "`", "~"]
    var word = word
    while let first = word.first, marks.contains(first) { word.removeFirst() }
    while let last = word.last, marks.contains(last) { word.removeLast() }
    return word
  }

  /// The lines of every step, a background's included.
  private static func stepLines(of document: GherkinDocument) -> [Int] {
    guard let feature = document.feature else { return [] }
    var steps = feature.background?.steps ?? []
    for child in feature.children {
      switch child {
      case .scenario(let scenario): steps += scenario.steps
      case .rule(let rule):
        steps += (rule.background?.steps ?? []) + rule.scenarios.flatMap(\.steps)
      }
    }
    return steps.map(\.location.line)
  }
}
