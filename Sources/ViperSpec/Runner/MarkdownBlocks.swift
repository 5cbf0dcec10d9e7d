/// A reader of a Markdown file's blocks as CommonMark defines them, giving each line the
/// containers and the leaf block it is in and the text it shows.
///
/// The spec lint needs it because a line's look depends on its block, which Cucumber's
/// line-by-line reading never asks: `    Then …` after a blank line is code, `> Then …` a quote,
/// the same four spaces under a list item a paragraph of the item, and `<!-- … -->` nothing at
/// all. It follows the CommonMark spec's block structure (block quotes, list items, ATX and
/// setext headings, thematic breaks, indented and fenced code, the seven kinds of HTML block,
/// paragraphs with lazy continuation, tabs as stops of four) one line at a time, by the parsing
/// strategy the spec's appendix describes. It leaves inline markup to ``UndressedLine``, and
/// reads link reference definitions and tables as paragraphs: neither decides whether a line
/// looks like a step.
struct MarkdownBlocks {
  /// The lines, in order.
  let lines: [MarkdownLine]

  /// Reads the blocks of a file's lines.
  ///
  /// - Parameter lines: The file's lines, without their line feeds.
  init(_ lines: [Substring]) {
    var reader = MarkdownBlockReader()
    for line in lines { reader.read(line) }
    self.lines = reader.lines
  }
}

/// The open blocks between two lines, and CommonMark's rules that continue, open and close them.
private struct MarkdownBlockReader {
  /// An open container: a quote, or a list item whose content starts at a column.
  private enum OpenContainer {
    case quote
    case item(MarkdownLine.Container, contentColumn: Int, hasContent: Bool)
  }

  /// An open leaf block that can take more lines.
  private enum OpenLeaf {
    case paragraph
    case fencedCode(fence: Unicode.Scalar, length: Int, indent: Int)
    case indentedCode
    case html(kind: Int)
  }

  private var containers: [OpenContainer] = []
  private var leaf: OpenLeaf?
  /// The index of the open leaf's first line.
  private var leafStart = 0
  /// The indices of the open paragraph's lines, which a setext underline makes a heading.
  private var paragraphLines: [Int] = []
  /// Whether an HTML comment opened in the open leaf is still open.
  private var isInComment = false
  /// Whether an HTML comment hid text on the line being read.
  private var hidesComment = false
  private(set) var lines: [MarkdownLine] = []

  private var index: Int { lines.count }
  private var isInParagraph: Bool {
    if case .paragraph = leaf { true } else { false }
  }

  /// Reads the next line.
  mutating func read(_ text: Substring) {
    hidesComment = isInComment
    lines.append(line(MarkdownCursor(text)))
  }

  private mutating func line(_ start: MarkdownCursor) -> MarkdownLine {
    var cursor = start
    var line = MarkdownLine()
    var matched = continuedContainers(&cursor)
    // The open leaf goes on only where every container does.
    var leafGoesOn = false
    if matched == containers.count, let open = leaf {
      cursor.findNextNonspace()
      switch open {
      case .fencedCode(let fence, let length, let indent):
        if !cursor.isIndented, cursor.closesFence(fence, length: length) {
          leaf = nil
          return finish(line, .fence, text: "")
        }
        cursor.skipSpaces(upTo: indent)
        return finish(line, .code, text: cursor.rest)
      case .indentedCode:
        if cursor.isIndented {
          cursor.advance(4, columns: true)
          return finish(line, .code, text: cursor.rest)
        }
        if cursor.isBlank { return finish(line, .blank, text: "") }
      case .html(let kind):
        if !(cursor.isBlank && kind >= 6) {
          let rest = cursor.rest
          if kind <= 5, MarkdownHTML.closes(kind: kind, rest) { leaf = nil }
          return finish(line, .html, text: htmlText(rest, kind: kind))
        }
      case .paragraph:
        leafGoesOn = !cursor.isBlank
      }
    }
    // Blocks that start on the line: containers first, then at most one leaf.
    var continuesParagraph = leafGoesOn
    while true {
      cursor.findNextNonspace()
      let rest = cursor.restFromNextNonspace
      let mayStart = !cursor.isIndented
      if mayStart, cursor.next == ">" {
        cursor.advanceToNextNonspace()
        cursor.advance(1, columns: false)
        if cursor.isSpaceOrTab { cursor.advance(1, columns: true) }
        open(.quote, matched: &matched)
        continuesParagraph = false
        continue
      }
      if mayStart, let marks = Self.headingMarks(rest) {
        startLeaf(nil, matched: matched)
        cursor.advanceToNextNonspace()
        cursor.advance(marks, columns: false)
        return finish(line, .heading, text: Self.headingText(cursor.rest))
      }
      if mayStart, let fence = Self.openingFence(rest) {
        let indent = cursor.indent
        startLeaf(
          .fencedCode(fence: fence.mark, length: fence.length, indent: indent),
          matched: matched
        )
        return finish(line, .fence, text: "")
      }
      let isLazyPossible = matched < containers.count && isInParagraph
      if mayStart,
        let kind = MarkdownHTML.startKind(
          rest,
          mayInterruptParagraph: !continuesParagraph && !isLazyPossible
        )
      {
        let endsHere = kind <= 5 && MarkdownHTML.closes(kind: kind, rest)
        startLeaf(endsHere ? nil : .html(kind: kind), matched: matched)
        return finish(line, .html, text: htmlText(rest, kind: kind))
      }
      if mayStart, continuesParagraph, Self.isSetextUnderline(rest) {
        for number in paragraphLines { lines[number].block = .heading }
        leaf = nil
        return finish(line, .rule, text: "")
      }
      if mayStart, Self.isThematicBreak(rest) {
        startLeaf(nil, matched: matched)
        return finish(line, .rule, text: "")
      }
      if mayStart, let item = listItem(&cursor, interruptsParagraph: continuesParagraph) {
        line.itemMarkers.append(item.kind)
        open(.item(item.kind, contentColumn: item.column, hasContent: false), matched: &matched)
        continuesParagraph = false
        continue
      }
      if cursor.isIndented, !cursor.isBlank, !isInParagraph {
        cursor.advance(4, columns: true)
        startLeaf(.indentedCode, matched: matched)
        return finish(line, .code, text: cursor.rest)
      }
      break
    }
    // What is left is a blank line or a paragraph's text, which may run on lazily: CommonMark
    // lets a paragraph go on without its `>` marks or its list item's indentation.
    cursor.advanceToNextNonspace()
    if matched < containers.count, !cursor.isBlank, isInParagraph {
      continuesParagraph = true
    } else {
      containers.removeLast(containers.count - matched)
      if !continuesParagraph { leaf = nil }
    }
    if cursor.isBlank { return finish(line, .blank, text: "") }
    if continuesParagraph {
      line.isContinuation = true
      paragraphLines.append(index)
    } else {
      startLeaf(.paragraph, matched: matched)
    }
    return finish(line, .paragraph, text: cursor.rest)
  }

  /// Moves past the marks of the open containers the line continues, and counts them.
  private func continuedContainers(_ cursor: inout MarkdownCursor) -> Int {
    var matched = 0
    for container in containers {
      cursor.findNextNonspace()
      switch container {
      case .quote:
        guard !cursor.isIndented, cursor.next == ">" else { return matched }
        cursor.advanceToNextNonspace()
        cursor.advance(1, columns: false)
        if cursor.isSpaceOrTab { cursor.advance(1, columns: true) }
      case .item(_, let column, let hasContent):
        if cursor.isBlank {
          // An item that is still empty ends at a blank line.
          guard hasContent else { return matched }
          cursor.advanceToNextNonspace()
        } else {
          guard cursor.indent >= column else { return matched }
          cursor.advance(column, columns: true)
        }
      }
      matched += 1
    }
    return matched
  }

  /// Opens a container, closing those the line did not continue and the open leaf.
  private mutating func open(_ container: OpenContainer, matched: inout Int) {
    containers.removeLast(containers.count - matched)
    leaf = nil
    markContent()
    containers.append(container)
    matched = containers.count
  }

  /// Opens a leaf (or a one-line block, for nil), closing those the line did not continue.
  private mutating func startLeaf(_ next: OpenLeaf?, matched: Int) {
    containers.removeLast(containers.count - matched)
    leaf = next
    leafStart = index
    paragraphLines = [index]
    isInComment = false
    hidesComment = false
  }

  /// Records that the innermost list item holds a block, so a blank line no longer ends it.
  private mutating func markContent() {
    guard case .item(let kind, let column, _) = containers.last else { return }
    containers[containers.count - 1] = .item(kind, contentColumn: column, hasContent: true)
  }

  private mutating func finish(
    _ line: MarkdownLine,
    _ block: MarkdownLine.Block,
    text: String
  ) -> MarkdownLine {
    var line = line
    if block != .blank { markContent() }
    line.containers = containers.map {
      switch $0 {
      case .quote: .quote
      case .item(let kind, _, _): kind
      }
    }
    line.block = block
    switch block {
    case .paragraph, .code, .html: line.blockStart = leafStart
    case .blank, .heading, .rule, .fence: line.blockStart = index
    }
    let shown = block == .paragraph || block == .heading ? withoutComments(text) : text
    line.text = String(shown.drop { $0 == " " || $0 == "\t" })
    line.isInComment = hidesComment && (block == .paragraph || block == .html)
    return line
  }

  /// The text an HTML block's line shows: none in a comment, a script, a style sheet, a
  /// processing instruction or a declaration, and the rest without its tags; the text after a
  /// comment that closes on the line shows, as a browser shows it.
  private mutating func htmlText(_ text: String, kind: Int) -> String {
    switch kind {
    case 1:
      let lowered = text.lowercased()
      let isHidden = lowered.contains("<script") || lowered.contains("<style")
      return isHidden ? "" : MarkdownHTML.withoutTags(withoutComments(text))
    case 3...5: return ""
    default: return MarkdownHTML.withoutTags(withoutComments(text))
    }
  }

  /// The text without the HTML comments on it, which may open on one line and close on another.
  private mutating func withoutComments(_ text: String) -> String {
    var shown = ""
    var rest = text[...]
    while !rest.isEmpty {
      if isInComment {
        hidesComment = true
        guard let end = rest.firstRange(of: "-->") else { return shown }
        rest = rest[end.upperBound...]
        isInComment = false
      } else {
        guard let start = rest.firstRange(of: "<!--") else { return shown + rest }
        shown += rest[..<start.lowerBound]
        rest = rest[start.upperBound...]
        isInComment = true
        hidesComment = true
      }
    }
    return shown
  }

  /// Reads a list item's marker at the cursor, moving past it and the spaces after it.
  ///
  /// - Returns: The item's kind and the column its content starts at, relative to its container.
  private func listItem(
    _ cursor: inout MarkdownCursor,
    interruptsParagraph: Bool
  ) -> (kind: MarkdownLine.Container, column: Int)? {
    let rest = Array(cursor.restFromNextNonspace.unicodeScalars)
    let kind: MarkdownLine.Container
    let width: Int
    if let first = rest.first, first == "*" || first == "-" || first == "+" {
      (kind, width) = (.bulletItem, 1)
    } else {
      let digits = rest.prefix { ("0"..."9").contains($0) }
      guard (1...9).contains(digits.count), digits.count < rest.count,
        rest[digits.count] == "." || rest[digits.count] == ")",
        // Only a list that starts at 1 may interrupt a paragraph.
        !interruptsParagraph || Int(String(String.UnicodeScalarView(digits))) == 1
      else { return nil }
      (kind, width) = (.numberedItem, digits.count + 1)
    }
    let after = rest.dropFirst(width)
    guard after.first.map({ $0 == " " || $0 == "\t" }) ?? true else { return nil }
    // An item that interrupts a paragraph may not start empty.
    if interruptsParagraph, after.allSatisfy({ $0 == " " || $0 == "\t" }) { return nil }
    let markerColumn = cursor.indent
    cursor.advanceToNextNonspace()
    cursor.advance(width, columns: true)
    let spacesStart = cursor
    repeat {
      cursor.advance(1, columns: true)
    } while cursor.column - spacesStart.column < 5 && cursor.isSpaceOrTab
    let spaces = cursor.column - spacesStart.column
    // Five spaces or more start an indented code block in the item, one space after the marker.
    if spaces >= 5 || spaces < 1 || cursor.isAtEnd {
      cursor = spacesStart
      if cursor.isSpaceOrTab { cursor.advance(1, columns: true) }
      return (kind, markerColumn + width + 1)
    }
    return (kind, markerColumn + width + spaces)
  }

  /// The number of `#` marks of an ATX heading's opening, if the text opens one.
  private static func headingMarks(_ text: String) -> Int? {
    let marks = text.prefix { $0 == "#" }.count
    guard (1...6).contains(marks) else { return nil }
    let after = text.dropFirst(marks).first
    return after == nil || after == " " || after == "\t" ? marks : nil
  }

  /// A heading's text without its closing sequence of `#` marks.
  private static func headingText(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    let marks = text.reversed().prefix { $0 == "#" }.count
    let before = text.dropLast(marks)
    if marks > 0, before.isEmpty || before.last == " " || before.last == "\t" { text = before }
    return String(text)
  }

  /// The fence and its length, if the text opens a fenced code block.
  private static func openingFence(_ text: String) -> (mark: Unicode.Scalar, length: Int)? {
    let scalars = text.unicodeScalars
    guard let fence = scalars.first, fence == "`" || fence == "~" else { return nil }
    let length = scalars.prefix { $0 == fence }.count
    guard length >= 3 else { return nil }
    // A backtick fence's info string may not hold a backtick.
    if fence == "`", scalars.dropFirst(length).contains("`") { return nil }
    return (fence, length)
  }

  private static func isSetextUnderline(_ text: String) -> Bool {
    guard let first = text.first, first == "=" || first == "-" else { return false }
    return text.drop { $0 == first }.allSatisfy { $0 == " " || $0 == "\t" }
  }

  private static func isThematicBreak(_ text: String) -> Bool {
    guard let first = text.first, first == "*" || first == "-" || first == "_" else {
      return false
    }
    let marks = text.filter { $0 != " " && $0 != "\t" }
    return marks.count >= 3 && marks.allSatisfy { $0 == first }
  }
}
