/// A unified, line-based diff of two texts for failure messages, with invisible differences shown.
///
/// On the lines that differ, trailing spaces show as `·`, tabs as `→`, carriage returns as `␍`,
/// every other character a reader cannot see as its Swift escape (`\u{200B}` for a zero-width
/// space, `\u{A0}` for a no-break space, `\u{1B}` for escape), and a last line without a newline
/// is followed by `\ No newline at end of file`. Where a removed and an added line would still
/// look the same (a literal `·` against a trailing space, a typed-out `\u{1B}` against an escape
/// character, a Cyrillic `е` against a Latin `e`), every changed line shows each character outside
/// printable ASCII as `\u{…}` and each backslash doubled, so a diff never shows two lines that look
/// equal. When too many changed lines outside ASCII have the same length to compare them all (a
/// budget keeps the check linear), every changed line is shown that way too, with a note that
/// says so.
///
/// The cost is linear in the texts' length: the line diff is bounded (see ``LineDiff``), lines
/// of printable ASCII are shown without a pass over their characters, and the look-alike check
/// looks lines up instead of comparing every removed line with every added one.
///
/// ```swift
/// print(UnifiedDiff(expected: "a\nb\n", actual: "a\nc\n").text)
/// // --- expected
/// // +++ actual
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
public struct UnifiedDiff: Sendable {
  private struct Line {
    let text: Substring
    let endsWithoutNewline: Bool
  }

  /// The diff text, empty when the texts are equal.
  public let text: String

  /// Compares two texts line by line.
  ///
  /// - Parameters:
  ///   - expected: The text the test expected.
  ///   - actual: The text the code produced.
  ///   - context: How many unchanged lines to show around each change.
  public init(expected: String, actual: String, context: Int = 3) {
    guard expected != actual else {
      self.text = ""
      return
    }
    let interned = InternedLines(old: expected, new: actual)
    let operations = LineDiff(interned: interned.old, new: interned.new).operations
    let hunks = Self.hunks(operations, context: context)
    func line(_ text: String, _ ranges: [Range<Int>], _ index: Int) -> Line {
      Line(
        text: InternedLines.line(text, ranges[index]),
        endsWithoutNewline: index == ranges.count - 1 && text.utf8.last != UInt8(ascii: "\n")
      )
    }
    typealias Changed = [LookAlikeLines.Changed]
    func render(strictly: Bool) -> (lines: [String], deleted: Changed, inserted: Changed) {
      var output = ["--- expected", "+++ actual"]
      var deleted: Changed = []
      var inserted: Changed = []
      let style: Style = strictly ? .strict : .visible
      for hunk in hunks {
        output.append(Self.header(hunk, operations: operations))
        for operation in operations[hunk] {
          switch operation {
          case .equal(let index, _):
            Self.show(" ", line(expected, interned.oldRanges, index), style: .plain, to: &output)
          case .delete(let index):
            let removed = line(expected, interned.oldRanges, index)
            let shown = Self.show("-", removed, style: style, to: &output)
            deleted.append(
              LookAlikeLines.Changed(
                shown: shown.text,
                text: removed.text,
                isShownAsItIs: shown.asItIs
              )
            )
          case .insert(let index):
            let added = line(actual, interned.newRanges, index)
            let shown = Self.show("+", added, style: style, to: &output)
            inserted.append(
              LookAlikeLines.Changed(
                shown: shown.text,
                text: added.text,
                isShownAsItIs: shown.asItIs
              )
            )
          }
        }
      }
      return (output, deleted, inserted)
    }
    // Lines that still look alike once invisibles show (a literal `·`, a backslash escape typed
    // out, a lookalike letter) are shown again with every character outside printable ASCII
    // escaped and backslashes doubled; so are all changed lines when there are too many to tell.
    var rendered = render(strictly: false)
    let reason: String
    switch LookAlikeLines.verdict(removed: rendered.deleted, added: rendered.inserted) {
    case .distinct:
      self.text = rendered.lines.joined(separator: "\n")
      return
    case .lookAlike:
      reason = "lines that look alike"
    case .tooManyToCompare:
      reason = "too many lines outside ASCII to tell which look alike"
    }
    rendered = render(strictly: true)
    rendered.lines.insert(
      "(\(reason): every character outside printable ASCII escaped, \\\\ for \\)",
      at: 2
    )
    self.text = rendered.lines.joined(separator: "\n")
  }

  /// How a line is shown.
  private enum Style {
    /// As it is: an unchanged line.
    case plain
    /// With its invisible characters made visible.
    case visible
    /// With every character outside printable ASCII escaped and backslashes doubled, for lines
    /// that would otherwise look alike.
    case strict
  }

  /// Appends a line as shown to a diff's lines, with its no-newline note if any.
  ///
  /// - Parameters:
  ///   - marker: The line's marker: a space, `-` or `+`.
  ///   - line: The line.
  ///   - style: How to show it.
  ///   - output: The diff's lines so far.
  /// - Returns: The line as shown, without its marker, with its no-newline note if any; and
  ///   whether that is the line as it is, in printable ASCII.
  @discardableResult
  private static func show(
    _ marker: String,
    _ line: Line,
    style: Style,
    to output: inout [String]
  ) -> (text: String, asItIs: Bool) {
    var text = String(line.text)
    let asItIs = style == .plain || showsAsItIs(line.text, style: style)
    if asItIs {
      // Most lines: nothing to make visible or escape, so no pass over their characters.
    } else if style == .strict {
      var escaped = ""
      for scalar in text.unicodeScalars {
        if scalar == "\\" {
          escaped += #"\\"#
        } else if (0x20...0x7E).contains(scalar.value) {
          escaped.unicodeScalars.append(scalar)
        } else {
          escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
      }
      let trimmed = escaped.reversed().prefix { $0 == " " }.count
      text = String(escaped.dropLast(trimmed)) + String(repeating: "\\u{20}", count: trimmed)
    } else {
      let trimmed = text.reversed().prefix { $0 == " " }.count
      text = String(text.dropLast(trimmed)) + String(repeating: "·", count: trimmed)
      text = text.escapingInvisibles(keeping: ["\t", "\r"])
      text = text.replacingAll("\t", with: "→").replacingAll("\r", with: "␍")
    }
    output.append(marker + text)
    guard line.endsWithoutNewline else { return (text, asItIs) }
    output.append("\\ No newline at end of file")
    return (text + "\n\\ No newline at end of file", false)
  }

  /// Whether a changed line shows as it is: printable ASCII, with no trailing space to mark
  /// and, when strict, no backslash to double.
  private static func showsAsItIs(_ text: Substring, style: Style) -> Bool {
    text.utf8.last != UInt8(ascii: " ")
      && text.isPrintableASCII(allowingBackslash: style != .strict)
  }

  private static func hunks(_ operations: [LineDiff.Operation], context: Int) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, operation) in operations.enumerated() {
      if case .equal = operation { continue }
      let range = max(0, index - context)..<min(operations.count, index + context + 1)
      if let last = hunks.last, last.upperBound >= range.lowerBound {
        hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    return hunks
  }

  private static func header(_ hunk: Range<Int>, operations: [LineDiff.Operation]) -> String {
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    for operation in operations[hunk] {
      switch operation {
      case .equal(let old, let new):
        oldStart = oldStart ?? old
        newStart = newStart ?? new
        oldCount += 1
        newCount += 1
      case .delete(let old):
        oldStart = oldStart ?? old
        oldCount += 1
      case .insert(let new):
        newStart = newStart ?? new
        newCount += 1
      }
    }
    func range(_ start: Int?, _ count: Int) -> String {
      count == 0 ? "\(start ?? 0),0" : "\(start.map { $0 + 1 } ?? 1),\(count)"
    }
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
  }
}
