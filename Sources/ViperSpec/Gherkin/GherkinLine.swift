/// One line of a spec file with its indentation measured, as Cucumber's scanner sees it.
struct GherkinLine {
  /// The line without its line break.
  let text: Substring
  /// The line without leading whitespace.
  let trimmed: Substring
  /// The number of leading whitespace characters.
  let indent: Int
  /// The line number, counted from one.
  let number: Int

  init(_ text: Substring, number: Int) {
    self.text = text
    self.number = number
    var spaces = 0
    for byte in text.utf8 {
      guard byte == 0x20 || byte == 0x09 else { break }
      spaces += 1
    }
    let rest = text.utf8.dropFirst(spaces)
    if let next = rest.first, next >= 0x80 || next == 0x0B || next == 0x0C || next == 0x0D {
      let trimmed = text.drop { $0.isWhitespace }
      self.trimmed = trimmed
      self.indent = text.count - trimmed.count
    } else {
      self.trimmed = Substring(rest)
      self.indent = spaces
    }
  }

  /// Whether the line contains a byte, such as a backtick, checked without decoding characters.
  func contains(byte: UInt8) -> Bool {
    text.utf8.contains(byte)
  }

  var isEmpty: Bool { trimmed.isEmpty }

  /// Returns the text with up to `indent` leading characters removed, as doc string lines need.
  func removingIndent(_ count: Int) -> String {
    count > indent ? String(trimmed) : String(text.dropFirst(count))
  }

  /// Splits a table row into cells, resolving `\|`, `\\` and `\n`, as Cucumber does.
  func tableCells() -> [GherkinTableCell] {
    var cells: [GherkinTableCell] = []
    var cell = ""
    var column = indent
    var startColumn = column + 1
    var seenFirstBar = false
    var iterator = trimmed.makeIterator()
    while let character = iterator.next() {
      column += 1
      if character == "|" {
        if seenFirstBar {
          cells.append(Self.cell(cell, startColumn: startColumn, line: number))
        }
        seenFirstBar = true
        cell = ""
        startColumn = column + 1
      } else if character == "\\" {
        guard let escaped = iterator.next() else {
          cell.append("\\")
          break
        }
        column += 1
        switch escaped {
        case "n": cell.append("\n")
        case "|", "\\": cell.append(escaped)
        default:
          cell.append("\\")
          cell.append(escaped)
        }
      } else {
        cell.append(character)
      }
    }
    return cells
  }

  private static func cell(_ raw: String, startColumn: Int, line: Int) -> GherkinTableCell {
    let isSpace: (Character) -> Bool = { $0.isFastWhitespace && $0 != "\n" }
    let leading = raw.prefix { isSpace($0) }.count
    var value = Substring(raw.dropFirst(leading))
    while let last = value.last, isSpace(last) { value = value.dropLast() }
    return GherkinTableCell(
      location: GherkinLocation(line: line, column: startColumn + leading),
      value: String(value)
    )
  }
}
