/// One line of a spec file as Cucumber's scanner sees it: Unicode scalars, indentation counted in
/// scalars, whitespace as Python's `str.strip()` takes it.
///
/// Cucumber's reference parser is written in Python, which compares and counts code points, so
/// the line is read as scalars rather than Swift's characters: a combining mark after a keyword
/// or a pipe is a character of its own there, and columns count it. The line is a view into the
/// file's text, so reading it copies nothing until a matcher takes text out of it.
struct GherkinLine {
  /// The line without its line feed; carriage returns stay, as Cucumber keeps them.
  let scalars: Substring.UnicodeScalarView
  /// The line without leading whitespace.
  let trimmed: Substring.UnicodeScalarView
  /// The number of leading whitespace scalars.
  let indent: Int
  /// The line number, counted from one.
  let number: Int

  init(_ text: Substring, number: Int) {
    scalars = text.unicodeScalars
    var start = scalars.startIndex
    var indent = 0
    while start < scalars.endIndex, scalars[start].isPythonWhitespace {
      scalars.formIndex(after: &start)
      indent += 1
    }
    trimmed = scalars[start...]
    self.indent = indent
    self.number = number
  }

  var isEmpty: Bool { trimmed.isEmpty }

  func starts(with prefix: String) -> Bool { trimmed.starts(withScalarsOf: prefix) }

  /// The trimmed text after a prefix of `length` scalars, stripped on both ends.
  func rest(after length: Int) -> String {
    trimmed.dropFirst(length).pythonStripped.string
  }

  /// The line with up to `count` leading scalars removed, or the trimmed line when the line is
  /// indented less than that, as doc string lines lose their fence's indentation.
  func text(removingIndent count: Int) -> Substring.UnicodeScalarView {
    count > indent ? trimmed : scalars.dropFirst(count)
  }

  /// Splits a table row into cells with their columns, resolving `\|`, `\\` and `\n`.
  ///
  /// The content before the first bar and after the last one is not a cell. Each cell loses the
  /// whitespace around it except line feeds, which only an escape can put there.
  func tableCells() -> [(column: Int, text: String)] {
    let row = trimmed.pythonStripped
    var cells: [(column: Int, text: String)] = []
    var cell: [Unicode.Scalar] = []
    var column = 0
    var startColumn = 1
    var seenFirstBar = false
    var scalars = row.makeIterator()
    while let scalar = scalars.next() {
      column += 1
      if scalar == "|" {
        if seenFirstBar { cells.append(Self.cell(cell, column: startColumn + indent)) }
        seenFirstBar = true
        cell = []
        startColumn = column + 1
      } else if scalar == "\\" {
        column += 1
        guard let escaped = scalars.next() else {
          cell.append("\\")
          continue
        }
        if escaped == "n" {
          cell.append("\n")
        } else {
          if escaped != "|", escaped != "\\" { cell.append("\\") }
          cell.append(escaped)
        }
      } else {
        cell.append(scalar)
      }
    }
    return cells
  }

  /// Trims a cell as Cucumber does: whitespace other than line feeds goes from the start and from
  /// the end, or from before the last scalar when that is a line feed.
  private static func cell(_ raw: [Unicode.Scalar], column: Int) -> (column: Int, text: String) {
    let isBlank: (Unicode.Scalar) -> Bool = { $0.isPythonWhitespace && $0 != "\n" }
    let start = raw.firstIndex { !isBlank($0) } ?? raw.count
    var text = Array(raw[start...])
    // Python's `$` also matches before a final line feed, so the blank run there goes instead.
    let end = text.last == "\n" ? text.count - 1 : text.count
    var blank = end
    while blank > 0, isBlank(text[blank - 1]) { blank -= 1 }
    text.removeSubrange(blank..<end)
    return (column: column + start, text: text.string)
  }
}
