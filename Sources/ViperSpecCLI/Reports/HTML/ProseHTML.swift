/// A spec's Markdown prose as HTML: the blocks a feature's description is written in.
///
/// Headings, paragraphs, bulleted and numbered lists (nested by indentation), block quotes,
/// fenced and indented code, GitHub's tables and thematic breaks, with the inline markup of
/// ``InlineHTML``. HTML written in the prose is shown as text and HTML comments are left out:
/// a spec may not put markup into the page. Headings sit below the report's own: a spec's `#`
/// is the page's `h3`.
enum ProseHTML {
  /// How deep quotes and lists nest before the rest shows as text: a spec of thousands of
  /// nested `>` would otherwise take the stack, and no reader follows past a few.
  static let deepest = 16

  /// Returns the HTML of Markdown lines.
  ///
  /// - Parameter lines: The lines, without their line feeds.
  /// - Returns: The markup, empty when the lines hold no text.
  static func html(_ lines: [Substring]) -> String {
    let tabless = lines.map { $0.replacingTabs }
    // Link reference definitions (`[guide]: https://…`) show nothing; links use them.
    var references: [String: String] = [:]
    let shown = tabless.filter { line in
      guard let (label, address) = Self.referenceDefinition(line) else { return true }
      references[label] = references[label] ?? address
      return false
    }
    return html(shown.map { Substring($0) }, references: references, depth: 0)
  }

  /// Returns the HTML of the lines inside a quote or a list item.
  static func html(_ lines: [Substring], references: [String: String], depth: Int) -> String {
    guard depth < deepest else {
      let text = lines.map { $0.trimmingLeadingSpaces }.filter { !$0.isEmpty }
      return text.isEmpty ? "" : "<p>\(HTMLText.escaped(text.joined(separator: "\n")))</p>\n"
    }
    var reader = BlockReader(
      lines: lines.map { $0.replacingTabs },
      references: references,
      depth: depth
    )
    return reader.blocks()
  }

  /// A line that defines a link reference, `[label]: address`, as its label (case folded) and
  /// address; `nil` for any other line.
  private static func referenceDefinition(_ line: String) -> (String, String)? {
    let text = line.trimmingLeadingSpaces
    guard line.count - text.count < 4, text.hasPrefix("["),
      let close = text.firstRange(of: "]:")
    else { return nil }
    let label = text[text.index(after: text.startIndex)..<close.lowerBound]
    let address =
      text[close.upperBound...].trimmingCharacters(in: " ")
      .split(separator: " ").first.map(String.init) ?? ""
    guard !label.isEmpty, !label.contains("]"), !address.isEmpty else { return nil }
    let bare =
      address.hasPrefix("<") && address.hasSuffix(">")
      ? String(address.dropFirst().dropLast()) : address
    return (label.lowercased(), bare)
  }
}

/// Reads blocks off a list of lines, each kind of block taking the lines that belong to it.
private struct BlockReader {
  var lines: [String]
  /// The link references the prose defines, by label.
  let references: [String: String]
  /// How deep in quotes and lists these lines are.
  let depth: Int
  var index = 0

  init(lines: [String], references: [String: String], depth: Int) {
    self.lines = lines
    self.references = references
    self.depth = depth
  }

  private func inline(_ text: String) -> String {
    InlineHTML.html(text, references: references)
  }

  mutating func blocks() -> String {
    var output = ""
    while index < lines.count {
      let line = lines[index]
      let text = line.trimmingLeadingSpaces
      let indent = line.count - text.count
      if text.isEmpty {
        index += 1
      } else if text.hasPrefix("<!--") {
        skipComment()
      } else if indent >= 4 {
        output += indentedCode()
      } else if let fence = Self.fence(text) {
        output += fencedCode(fence: fence, indent: indent)
      } else if let level = Self.headingLevel(text) {
        let title = text.dropFirst(level).trimmingCharacters(in: " #")
        let tag = "h\(min(level + 2, 6))"
        output += "<\(tag)>\(inline(title))</\(tag)>\n"
        index += 1
      } else if Self.isThematicBreak(text) {
        output += "<hr>\n"
        index += 1
      } else if text.hasPrefix(">") {
        output += quote()
      } else if let marker = ListMarker(text) {
        output += list(marker, indent: indent)
      } else if isTableStart() {
        output += table()
      } else {
        output += paragraph()
      }
    }
    return output
  }

  /// Skips an HTML comment, which may span lines, and leaves what follows it on its last line
  /// to be read.
  private mutating func skipComment() {
    while index < lines.count {
      guard let close = lines[index].firstRange(of: "-->") else {
        index += 1
        continue
      }
      let rest = lines[index][close.upperBound...]
      if rest.trimmingLeadingSpaces.isEmpty {
        index += 1
      } else {
        lines[index] = String(rest)
      }
      return
    }
  }

  private mutating func indentedCode() -> String {
    var code: [String] = []
    while index < lines.count {
      let line = lines[index]
      if line.trimmingLeadingSpaces.isEmpty {
        code.append("")
      } else if line.count - line.trimmingLeadingSpaces.count >= 4 {
        code.append(String(line.dropFirst(4)))
      } else {
        break
      }
      index += 1
    }
    while code.last == "" { code.removeLast() }
    return "<pre><code>\(HTMLText.escaped(code.joined(separator: "\n")))</code></pre>\n"
  }

  private mutating func fencedCode(fence: String, indent: Int) -> String {
    index += 1
    var code: [String] = []
    while index < lines.count {
      let line = lines[index]
      index += 1
      let text = line.trimmingLeadingSpaces
      if text.hasPrefix(fence),
        text.drop(while: { $0 == fence.first }).trimmingLeadingSpaces
          .isEmpty
      {
        break
      }
      let spaces = min(indent, line.count - text.count)
      code.append(String(line.dropFirst(spaces)))
    }
    return "<pre><code>\(HTMLText.escaped(code.joined(separator: "\n")))</code></pre>\n"
  }

  private mutating func quote() -> String {
    var inner: [Substring] = []
    while index < lines.count {
      let text = lines[index].trimmingLeadingSpaces
      guard text.hasPrefix(">") else {
        // A paragraph's lazy continuation stays in the quote.
        guard !text.isEmpty, inner.last?.isEmpty == false, ListMarker(text) == nil else { break }
        inner.append(Substring(text))
        index += 1
        continue
      }
      let rest = text.dropFirst()
      inner.append(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
      index += 1
    }
    let html = ProseHTML.html(inner, references: references, depth: depth + 1)
    return "<blockquote>\n\(html)</blockquote>\n"
  }

  private mutating func list(_ first: ListMarker, indent: Int) -> String {
    var items: [[Substring]] = []
    while index < lines.count {
      let line = lines[index]
      let text = line.trimmingLeadingSpaces
      let lineIndent = line.count - text.count
      if let marker = ListMarker(text), lineIndent <= indent + 1,
        marker.isNumbered == first.isNumbered
      {
        items.append([Substring(text.dropFirst(marker.width))])
        index += 1
        continue
      }
      if text.isEmpty {
        // A blank line ends the list unless an item's content goes on below it.
        let next = lines[(index + 1)...].first { !$0.trimmingLeadingSpaces.isEmpty }
        guard let next, next.count - next.trimmingLeadingSpaces.count > indent + 1 else { break }
        items[items.count - 1].append("")
        index += 1
        continue
      }
      // Deeper lines belong to the item; a shallower line continues its paragraph lazily.
      guard lineIndent > indent || (ListMarker(text) == nil && !text.hasPrefix(">")) else { break }
      let content =
        lineIndent > indent
        ? line.dropFirst(min(lineIndent, indent + first.width)) : Substring(text)
      items[items.count - 1].append(content)
      index += 1
    }
    let tag = first.isNumbered ? "ol" : "ul"
    let start = first.isNumbered && first.number != 1 ? " start=\"\(first.number)\"" : ""
    let body = items.map { item -> String in
      let inner = ProseHTML.html(item, references: references, depth: depth + 1)
      // A tight item's single paragraph reads without its `<p>`.
      let tight =
        inner.hasPrefix("<p>") && inner.ranges(of: "<p>").count == 1
        ? String(inner.dropFirst(3)).replacing("</p>\n", with: "\n", maxReplacements: 1)
        : inner
      return "<li>\(tight.hasSuffix("\n") ? String(tight.dropLast()) : tight)</li>\n"
    }
    return "<\(tag)\(start)>\n\(body.joined())</\(tag)>\n"
  }

  private func isTableStart() -> Bool {
    guard index + 1 < lines.count, lines[index].contains("|") else { return false }
    let cells = Self.cells(lines[index + 1])
    return !cells.isEmpty
      && cells.allSatisfy { cell in
        let dashes = cell.trimmingCharacters(in: ":")
        return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
      }
  }

  private mutating func table() -> String {
    let header = Self.cells(lines[index])
    index += 2
    var rows: [[String]] = []
    while index < lines.count, lines[index].contains("|"),
      !lines[index].trimmingLeadingSpaces.isEmpty
    {
      rows.append(Self.cells(lines[index]))
      index += 1
    }
    let head = header.map { "<th>\(inline($0))</th>" }.joined()
    let body = rows.map { row in
      "<tr>" + row.map { "<td>\(inline($0))</td>" }.joined() + "</tr>\n"
    }
    return "<table>\n<thead><tr>\(head)</tr></thead>\n<tbody>\n\(body.joined())</tbody>\n</table>\n"
  }

  private mutating func paragraph() -> String {
    var text: [String] = []
    while index < lines.count {
      let line = lines[index].trimmingLeadingSpaces
      let startsBlock =
        Self.fence(line) != nil || Self.headingLevel(line) != nil || line.hasPrefix(">")
        || (ListMarker(line) != nil && !text.isEmpty
          && ListMarker(line)?.interruptsParagraph == true)
      guard !line.isEmpty, text.isEmpty || !startsBlock else { break }
      if !text.isEmpty, Self.isSetextUnderline(line) {
        let level = line.hasPrefix("=") ? 1 : 2
        index += 1
        let tag = "h\(level + 2)"
        return "<\(tag)>\(inline(text.joined(separator: "\n")))</\(tag)>\n"
      }
      if !text.isEmpty, Self.isThematicBreak(line) { break }
      text.append(line)
      index += 1
    }
    return "<p>\(inline(text.joined(separator: "\n")))</p>\n"
  }

  private static func fence(_ text: String) -> String? {
    for mark in ["```", "~~~"] where text.hasPrefix(mark) {
      let length = text.prefix { $0 == mark.first }.count
      return String(repeating: mark.first ?? "`", count: length)
    }
    return nil
  }

  private static func headingLevel(_ text: String) -> Int? {
    let level = text.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let rest = text.dropFirst(level)
    return rest.isEmpty || rest.first == " " ? level : nil
  }

  private static func isThematicBreak(_ text: String) -> Bool {
    let marks = text.filter { $0 != " " }
    guard let mark = marks.first, "-*_".contains(mark), marks.count >= 3 else { return false }
    return marks.allSatisfy { $0 == mark }
  }

  private static func isSetextUnderline(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: " ")
    guard let mark = trimmed.first, mark == "=" || mark == "-" else { return false }
    return trimmed.allSatisfy { $0 == mark }
  }

  /// The cells of a table row, without the outer pipes; a `\|` stays in its cell.
  private static func cells(_ line: String) -> [String] {
    var trimmed = line.trimmingCharacters(in: " ")
    guard trimmed.contains("|") else { return [] }
    if trimmed.hasPrefix("|") { trimmed.removeFirst() }
    if trimmed.hasSuffix("|"), !trimmed.hasSuffix("\\|") { trimmed.removeLast() }
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in trimmed {
      if character == "|", !escaped {
        cells.append(cell.trimmingCharacters(in: " "))
        cell = ""
      } else {
        cell.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(cell.trimmingCharacters(in: " "))
    return cells
  }
}

/// A list item's marker: `*`, `-` or `+`, or a number followed by `.` or `)`, then a space.
private struct ListMarker: Equatable {
  let isNumbered: Bool
  let number: Int
  /// The marker's width with the space after it: where the item's content starts.
  let width: Int

  init?(_ text: String) {
    if let first = text.first, "*-+".contains(first) {
      let rest = text.dropFirst()
      guard rest.isEmpty || rest.first == " " else { return nil }
      (isNumbered, number, width) = (false, 0, rest.isEmpty ? 1 : 2)
      return
    }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
    let rest = text.dropFirst(digits.count)
    guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
    let after = rest.dropFirst()
    guard after.isEmpty || after.first == " " else { return nil }
    (isNumbered, self.number, width) = (true, number, digits.count + (after.isEmpty ? 1 : 2))
  }

  /// Whether the item may start while a paragraph is open: CommonMark lets only a bullet or a
  /// list starting at 1 interrupt one.
  var interruptsParagraph: Bool { !isNumbered || number == 1 }
}

extension StringProtocol {
  /// The text without its leading spaces.
  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

  /// The text without the characters at both its ends.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let start = drop { set.contains($0) }
    return String(start.reversed().drop { set.contains($0) }.reversed())
  }

  /// Tabs as the spaces to the next stop of four, as CommonMark reads them.
  fileprivate var replacingTabs: String {
    guard contains("\t") else { return String(self) }
    var result = ""
    for character in self {
      if character == "\t" {
        result += String(repeating: " ", count: 4 - result.count % 4)
      } else {
        result.append(character)
      }
    }
    return result
  }
}
