/// Finds the lines of a Markdown spec's scenarios and backgrounds that a reader takes for steps
/// but Cucumber reads as prose, without needing the step catalog.
///
/// A line is step-like when the text a reader sees, once ``MarkdownBlocks`` has taken off its
/// block's marks (quote marks, list markers, a heading's `#`, a code block's indentation, an
/// HTML block's tags) and ``UndressedLine`` its inline dressing (emphasis, code marks, links,
/// escapes, character references, a task box, a pasted mark), starts with a step keyword of
/// the file's language exactly as the dialect spells it, followed by whitespace. `*` is no
/// keyword here: Cucumber's Markdown drops it, since it is the bullet. Cucumber reads a line as a
/// step only if it is a bulleted list item that starts with the keyword itself, so a step-like
/// line that is not one is a check that never runs: in a code block, a quote, an HTML block, a
/// heading, a numbered item, behind emphasis or a mark, after an odd space, or as a paragraph.
///
/// A plain sentence at the top level of the page (no block, container, emphasis or mark dresses
/// it) is left to ``StepPhraseLint`` too: "And oh by the way, this table is ignored" in an
/// examples section, as Cucumber's own compatibility kit writes, is prose that starts with a
/// keyword, and only a step phrase it matches says it was meant as a step.
///
/// The rule holds where steps run: from a scenario's, a background's or an examples heading to
/// the next feature or rule heading. A feature's or a rule's description is prose's place,
/// where "When in doubt, ask the team" or a fenced sample of another spec is what it seems, so
/// there ``StepPhraseLint`` decides, reporting only a line that the catalog's phrases match.
/// Steps and tables are never findings here (``HiddenStepLint`` reports a step the page hides
/// or shows as code); neither is prose that no reader sees (an HTML comment, a script), nor a
/// doc string's line that the page shows as code. A doc string's line that the page shows
/// outside its code block (a bullet at column 0 ends the list item that holds the fence) is read
/// as prose is, since Cucumber runs none of a doc string's lines, and its finding names the doc
/// string (``DocStringLines``). A line that is prose on purpose is allowed by the comment on the
/// line above it, or above its code or HTML block, which cannot hold a comment of its own.
enum StepKeywordLint {
  /// Returns the step-like lines that Cucumber reads as prose, with the message for each.
  ///
  /// - Parameters:
  ///   - lines: The file's lines.
  ///   - blocks: The lines' Markdown blocks.
  ///   - document: The parsed document.
  ///   - dialect: The keywords the file was read with.
  /// - Returns: The findings that no comment allows, in line order.
  static func findings(
    lines: [Substring],
    blocks: MarkdownBlocks,
    document: GherkinDocument,
    dialect: GherkinDialect
  ) -> [(line: Int, message: String)] {
    let allow = SpecLint.allowComment(isMarkdown: true)
    let readLines = linesCucumberReads(in: document)
    let docStrings = DocStringLines(document)
    let headings = SpecLint.keywordLines(of: document).sorted()
    let descriptions = SpecLint.descriptionHeadings(of: document)
    let keywords = dialect.steps.map(\.keyword).filter { $0 != "* " && !$0.isEmpty }
    var findings: [(line: Int, message: String)] = []
    var nextHeading = 0
    var isInSteps = false
    for (index, block) in blocks.lines.enumerated() {
      let number = index + 1
      // One pass through the headings, so a long spec is read in linear time.
      while nextHeading < headings.count, headings[nextHeading] <= number {
        isInSteps = !descriptions.contains(headings[nextHeading])
        nextHeading += 1
      }
      guard isInSteps, !readLines.contains(number), block.text.first.map({ $0 != "|" }) == true,
        !docStrings.isShownAsCode(line: number, block: block)
      else { continue }
      let line = UndressedLine(block)
      guard !line.isPlainSentence(in: block) else { continue }
      let text = line.words.joined(separator: " ")
      guard let keyword = keywords.first(where: { Self.starts(text, with: $0) }),
        !SpecLint.isAllowed(line: number, in: lines),
        !SpecLint.isAllowed(line: block.blockStart + 1, in: lines)
      else { continue }
      if let docString = docStrings.docString(holding: number) {
        findings.append((number, Self.leftDocString(docString, line: line, block: block)))
        continue
      }
      let isInBlock = block.block == .code || block.block == .html
      let keep =
        isInBlock
        ? "on the line above the \(block.block == .code ? "code" : "HTML") block if it quotes "
          + "steps on purpose"
        : line.isDressed || line.isEmphasized
          ? "on the line above if it is prose on purpose"
          : "on the line above if it is a sentence on purpose (or start the sentence another way)"
      findings.append(
        (
          number,
          """
          Expected a step as a bulleted list item ('* ', '- ' or '+ '), but this line is prose \
          to Cucumber: \(line.dressingReason ?? line.shapeReason), so it never runs.

          Cucumber's Markdown reads only bulleted list items as steps, and only those that start \
          with the keyword as written ('* \(keyword.trimmedWhitespace) …'); a line that reads as a \
          step but is not one lets a spec pass without checking it.

          To fix, write it as '* \(text)', or put \(allow) \(keep).
          """
        )
      )
    }
    return findings
  }

  /// Whether a text starts with a keyword and goes on: a keyword that ends with a space (as
  /// `Given ` does) needs a word after it, one that does not (as `前提` does) any text.
  private static func starts(_ text: String, with keyword: String) -> Bool {
    text.hasPrefix(keyword) && text.count > keyword.count
  }

  /// The lines Cucumber reads as headings or steps, which no reader takes for prose.
  ///
  /// A doc string's lines are not among them: Cucumber runs none of them, so one the page shows
  /// outside its code block, as a step, is a step that never runs (``DocStringLines``).
  private static func linesCucumberReads(in document: GherkinDocument) -> Set<Int> {
    Set(
      SpecLint.keywordLines(of: document) + (document.feature?.allSteps ?? []).map(\.location.line)
    )
  }

  /// The message for a step-like line that Cucumber reads as part of a doc string.
  private static func leftDocString(
    _ docString: GherkinDocString,
    line: UndressedLine,
    block: MarkdownLine
  ) -> String {
    let shown = look(of: line, in: block)
    let step = "write it as '* \(line.words.joined(separator: " "))'"
    return """
      Expected this line to stay in the doc string that opens at line \(docString.location.line), \
      as Cucumber reads it, but the page shows it outside the code block, \(shown) that reads as \
      a step, so that step never runs.

      \(DocStringLines.cause(in: docString))

      To fix, \(DocStringLines.fix(in: docString, ifStep: step)).
      """
  }

  /// How the page shows a line outside a code block, as a phrase: "as a list item".
  private static func look(of line: UndressedLine, in block: MarkdownLine) -> String {
    if block.block == .heading { return "as a heading" }
    if block.block == .html { return "in an HTML block" }
    if line.isQuoted { return "in a quote" }
    if line.isNumbered { return "as a numbered item" }
    return line.isBulleted ? "as a list item" : "as a paragraph"
  }
}
