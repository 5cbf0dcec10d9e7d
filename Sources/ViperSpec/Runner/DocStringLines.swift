/// The lines of a Markdown spec that Cucumber reads as steps' doc strings, each with the doc
/// string that holds it, so the lint can compare them with what the page shows.
///
/// Cucumber's Markdown reads a doc string from fence to fence, whatever its lines look like.
/// CommonMark ends a fenced code block with the list item or quote that holds it, at the first
/// line not indented as far as the item's text, so between the same two fences the page may show
/// a step, a quote or a heading that Cucumber never runs. A doc string's line is no step to
/// either reader only where the page shows it as code too; elsewhere the lint reads it as it
/// reads prose, and says which doc string took it.
struct DocStringLines {
  /// The doc string of each line from its opening fence to its closing one.
  private let docStrings: [Int: GherkinDocString]

  /// Reads the doc strings of a parsed document.
  ///
  /// - Parameter document: The parsed document.
  init(_ document: GherkinDocument) {
    var docStrings: [Int: GherkinDocString] = [:]
    for case let docString? in (document.feature?.allSteps ?? []).map(\.docString) {
      let opening = docString.location.line
      for line in opening...max(opening, docString.closingLine) { docStrings[line] = docString }
    }
    self.docStrings = docStrings
  }

  /// Returns the doc string that Cucumber reads a line as part of, fences included.
  ///
  /// - Parameter line: The line, from 1.
  /// - Returns: The doc string, or nil for a line outside every doc string.
  func docString(holding line: Int) -> GherkinDocString? {
    docStrings[line]
  }

  /// Whether Cucumber reads a line as part of a doc string and the page agrees that it is no
  /// step: it shows the line as code, a fence or nothing.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - block: How the page shows the line.
  /// - Returns: Whether both readers read the line as a doc string's.
  func isShownAsCode(line: Int, block: MarkdownLine) -> Bool {
    guard docStrings[line] != nil else { return false }
    switch block.block {
    case .code, .fence, .blank: return true
    case .paragraph, .heading, .rule, .html: return false
    }
  }

  /// Why the page shows a line of a doc string outside its code block, as a paragraph.
  ///
  /// - Parameter docString: The doc string that Cucumber reads the line as part of.
  /// - Returns: The cause, as sentences.
  static func cause(in docString: GherkinDocString) -> String {
    let readsIt =
      "Cucumber's Markdown reads a doc string from fence to fence, whatever its lines "
      + "look like, while "
    guard docString.delimiter != "\"\"\"" else {
      return readsIt + "CommonMark knows no \"\"\" fence and shows the lines between as text."
    }
    return readsIt + "CommonMark ends a fenced code block with the list item or quote that holds "
      + "it, at the first line not indented as far as the item's text."
  }

  /// How to fix a line of a doc string that the page shows outside its code block.
  ///
  /// - Parameters:
  ///   - docString: The doc string that Cucumber reads the line as part of.
  ///   - step: What to do if the line is a step, as a clause: "write it as '* Then …'".
  /// - Returns: The fix, as a clause that follows "To fix, ".
  static func fix(in docString: GherkinDocString, ifStep step: String) -> String {
    let spaces = "\(docString.indent) space\(docString.indent == 1 ? "" : "s")"
    // A fence at column 0 is in no item that could end, so another fence took the line out.
    let keep =
      if docString.delimiter == "\"\"\"" {
        "fence the doc string with ``` instead"
      } else if docString.indent == 0 {
        "move the fences so that the page shows the line in the doc string's code block"
      } else { "indent the line \(spaces), as the fence is," }
    return "\(keep) if it belongs to the doc string, or close the doc string above it with "
      + "\(docString.delimiter) and \(step) if it is a step"
  }
}
