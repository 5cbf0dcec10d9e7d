/// Finds the steps of a Markdown spec that run although the rendered page hides them or shows
/// them as something other than a step.
///
/// Cucumber's Markdown reads a spec line by line and runs every bulleted line that starts with a
/// keyword, wherever it stands in CommonMark's blocks: inside an HTML comment (`<!-- … -->`,
/// which a reader of the page never sees), indented into a code block, or inside an HTML block.
/// A step run on as a paragraph's next line is left alone: the page shows its text. Such a step checks something no reader of the page knows
/// about, so a comment that was meant to turn a step off leaves it running. A step the page shows
/// as a bulleted list item is no finding, and neither is a comment that holds prose.
enum HiddenStepLint {
  /// Returns the steps that run but that the rendered page does not show as steps.
  ///
  /// - Parameters:
  ///   - lines: The file's lines.
  ///   - blocks: The lines' Markdown blocks.
  ///   - document: The parsed document.
  /// - Returns: The findings that no comment allows, in line order.
  static func findings(
    lines: [Substring],
    blocks: MarkdownBlocks,
    document: GherkinDocument
  ) -> [(line: Int, message: String)] {
    let allow = SpecLint.allowComment(isMarkdown: true)
    let steps = (document.feature?.allSteps ?? []).map(\.location.line)
    return Set(steps).sorted().compactMap { number in
      guard number >= 1, number <= blocks.lines.count else { return nil }
      let block = blocks.lines[number - 1]
      guard let (shown, fix) = Self.look(of: block),
        !SpecLint.isAllowed(line: block.blockStart + 1, in: lines)
      else { return nil }
      return (
        number,
        """
        This step runs, but the page shows it \(shown), so a reader of the rendered spec does not \
        see it as a step.

        Cucumber's Markdown runs every bulleted line that starts with a keyword, whatever block \
        the page puts it in; a step the reader cannot see checks something nobody reviews, and \
        a comment does not turn a step off.

        To fix, \(fix), or put \(allow) on the line above if it runs there on purpose.
        """
      )
    }
  }

  /// How the page shows a step's line, and how to make it a step on the page, or `nil` when the
  /// page shows it as a bulleted list item.
  private static func look(of line: MarkdownLine) -> (shown: String, fix: String)? {
    switch line.block {
    case .code:
      return (
        "as code",
        "move it out of the code block (a step under a list item is indented at most 3 spaces "
          + "past the item's text), or delete it if it is an example"
      )
    case .html where line.isInComment, .paragraph where line.isInComment && line.text.isEmpty:
      return (
        "inside an HTML comment",
        "move it out of the comment, or delete it if it was meant to be turned off"
      )
    case .html:
      return ("inside an HTML block, as plain text", "move it out of the HTML block")
    case .paragraph, .heading, .blank, .rule, .fence:
      return nil
    }
  }
}
