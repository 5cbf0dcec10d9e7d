/// A position in a line of Markdown, in scalars and in columns, where a tab advances to the next
/// stop of four and may be taken in part, as CommonMark measures indentation.
///
/// ``MarkdownBlocks`` moves it past each block's marks; how far a line is indented decides
/// whether it continues a list item, opens a code block or is a paragraph's text.
struct MarkdownCursor {
  private let scalars: [Unicode.Scalar]
  /// The line, and where each of its scalars starts in it, so that the rest of the line is a
  /// copy of its bytes rather than a string rebuilt one scalar at a time.
  private let text: Substring
  private let scalarStarts: [Substring.Index]
  private var offset = 0
  private(set) var column = 0
  private var isTabPartlyTaken = false
  private var nextNonspace = 0
  private var nextNonspaceColumn = 0
  /// Where the scan that found ``nextNonspace`` started; -1 before the first.
  private var scannedFrom = -1

  init(_ text: Substring) {
    var line = text.unicodeScalars[...]
    if line.last == "\r" { line = line.dropLast() }
    self.text = Substring(line)
    scalars = Array(line)
    scalarStarts = Array(line.indices) + [line.endIndex]
    findNextNonspace()
  }

  /// The columns of whitespace from the cursor to the next other character.
  var indent: Int { nextNonspaceColumn - column }
  /// Whether the indentation makes code: four columns or more.
  var isIndented: Bool { indent >= 4 }
  /// Whether nothing but whitespace is left.
  var isBlank: Bool { nextNonspace >= scalars.count }
  var isAtEnd: Bool { offset >= scalars.count }
  /// The first character after the whitespace.
  var next: Unicode.Scalar? { nextNonspace < scalars.count ? scalars[nextNonspace] : nil }
  var isSpaceOrTab: Bool {
    offset < scalars.count && (scalars[offset] == " " || scalars[offset] == "\t")
  }

  /// The rest of the line from the cursor, a tab taken in part given as the spaces left of it.
  var rest: String {
    let rest = String(text[scalarStarts[min(offset, scalars.count)]...])
    if isTabPartlyTaken, rest.first == "\t" {
      return String(repeating: " ", count: 4 - column % 4) + rest.dropFirst()
    }
    return rest
  }

  var restFromNextNonspace: String {
    String(text[scalarStarts[min(nextNonspace, scalars.count)]...])
  }

  mutating func findNextNonspace() {
    // Still within the whitespace the last scan crossed: the same character is next, found
    // without scanning again. A line nested hundreds of items deep would otherwise be scanned
    // once a container, and such a file lint in the cube of its depth.
    if scannedFrom >= 0, scannedFrom <= offset, offset <= nextNonspace { return }
    scannedFrom = offset
    var index = offset
    var columns = column
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" {
      columns += scalars[index] == " " ? 1 : 4 - columns % 4
      index += 1
    }
    nextNonspace = index
    nextNonspaceColumn = columns
  }

  mutating func advanceToNextNonspace() {
    offset = nextNonspace
    column = nextNonspaceColumn
    isTabPartlyTaken = false
  }

  /// Moves on by characters, or by columns, taking part of a tab where the columns end in one.
  mutating func advance(_ count: Int, columns: Bool) {
    var count = count
    while count > 0, offset < scalars.count {
      if scalars[offset] == "\t" {
        let toStop = 4 - column % 4
        if columns {
          isTabPartlyTaken = toStop > count
          let taken = min(toStop, count)
          column += taken
          offset += isTabPartlyTaken ? 0 : 1
          count -= taken
        } else {
          isTabPartlyTaken = false
          column += toStop
          offset += 1
          count -= 1
        }
      } else {
        isTabPartlyTaken = false
        offset += 1
        column += 1
        count -= 1
      }
    }
    findNextNonspace()
  }

  /// Skips up to a number of spaces, as a fenced code block's lines lose its fence's indentation.
  mutating func skipSpaces(upTo count: Int) {
    var count = count
    while count > 0, isSpaceOrTab {
      advance(1, columns: true)
      count -= 1
    }
  }

  /// Whether the line from its next character closes a fence: the fence's character at least as
  /// many times, then only whitespace.
  func closesFence(_ fence: Unicode.Scalar, length: Int) -> Bool {
    let rest = scalars[nextNonspace...]
    let count = rest.prefix { $0 == fence }.count
    return count >= length && rest.dropFirst(count).allSatisfy { $0 == " " || $0 == "\t" }
  }
}
