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
    let trimmed = text.drop { $0.isWhitespace }
    self.trimmed = trimmed
    self.indent = text.count - trimmed.count
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
    let isSpace: (Character) -> Bool = { $0.isWhitespace && $0 != "\n" }
    let leading = raw.prefix { isSpace($0) }.count
    var value = Substring(raw.dropFirst(leading))
    while let last = value.last, isSpace(last) { value = value.dropLast() }
    return GherkinTableCell(
      location: GherkinLocation(line: line, column: startColumn + leading),
      value: String(value)
    )
  }
}
