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
  /// Whether the indentation is ASCII spaces and tabs, so it counts bytes and characters alike.
  private let asciiIndent: Bool
  /// The text after a Markdown heading's `#` marks and one space, or nil for other lines.
  let heading: Substring?

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
      self.asciiIndent = false
    } else {
      self.trimmed = Substring(rest)
      self.indent = spaces
      self.asciiIndent = true
    }
    var hashes = 0
    for byte in trimmed.utf8 {
      guard byte == 0x23 else { break }
      hashes += 1
    }
    let afterHashes = trimmed.utf8.dropFirst(hashes)
    if (1...6).contains(hashes), let space = afterHashes.first,
      space == 0x20 || space == 0x09
    {
      heading = Substring(afterHashes.dropFirst())
    } else if (1...6).contains(hashes), let first = afterHashes.first, first >= 0x80,
      let character = Substring(afterHashes).first, character.isWhitespace
    {
      heading = Substring(afterHashes).dropFirst()
    } else {
      heading = nil
    }
  }

  /// Whether the line contains a backtick followed by `@`, the start of a Markdown tag.
  var containsTagMark: Bool {
    var previous: UInt8 = 0
    for byte in trimmed.utf8 {
      if previous == 0x60, byte == 0x40 { return true }
      previous = byte
    }
    return false
  }

  var isEmpty: Bool { trimmed.isEmpty }

  /// Returns the text with up to `indent` leading characters removed, as doc string lines need.
  func removingIndent(_ count: Int) -> String {
    if count > indent { return String(trimmed) }
    return asciiIndent
      ? String(Substring(text.utf8.dropFirst(count))) : String(text.dropFirst(count))
  }

  /// Splits a table row into cells, resolving `\|`, `\\` and `\n`, as Cucumber does.
  func tableCells() -> [GherkinTableCell] {
    var cells: [GherkinTableCell] = []
    var cell: [UInt8] = []
    var column = indent
    var startColumn = column + 1
    var seenFirstBar = false
    var iterator = trimmed.utf8.makeIterator()
    while let byte = iterator.next() {
      if byte & 0xC0 != 0x80 { column += 1 }
      if byte == 0x7C {
        if seenFirstBar {
          cells.append(Self.cell(cell, startColumn: startColumn, line: number))
        }
        seenFirstBar = true
        cell = []
        startColumn = column + 1
      } else if byte == 0x5C {
        guard let escaped = iterator.next() else {
          cell.append(0x5C)
          break
        }
        if escaped & 0xC0 != 0x80 { column += 1 }
        switch escaped {
        case 0x6E: cell.append(0x0A)
        case 0x7C, 0x5C: cell.append(escaped)
        default: cell += [0x5C, escaped]
        }
      } else {
        cell.append(byte)
      }
    }
    return cells
  }

  private static func cell(_ raw: [UInt8], startColumn: Int, line: Int) -> GherkinTableCell {
    let isSpace: (UInt8) -> Bool = {
      $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0x0D
    }
    var start = 0
    var end = raw.count
    while start < end, isSpace(raw[start]) { start += 1 }
    while end > start, isSpace(raw[end - 1]) { end -= 1 }
    var value = String(decoding: raw[start..<end], as: UTF8.self)
    if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
      value = value.trimmedWhitespace
    }
    return GherkinTableCell(
      location: GherkinLocation(line: line, column: startColumn + start),
      value: value
    )
  }
}
