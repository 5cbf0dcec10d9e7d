import Foundation

/// A unified, line-based diff of two texts for failure messages, with invisible differences shown.
///
/// On the lines that differ, trailing spaces show as `·`, tabs as `→`, carriage returns as `␍`,
/// every other character a reader cannot see as its Swift escape (`\u{200B}` for a zero-width
/// space, `\u{A0}` for a no-break space, `\u{1B}` for escape), and a last line without a newline
/// is followed by `\ No newline at end of file`. Where a removed and an added line would still
/// look the same (a literal `·` against a trailing space, a typed-out `\u{1B}` against an escape
/// character, a Cyrillic `е` against a Latin `e`), every changed line shows each character outside
/// printable ASCII as `\u{…}` and each backslash doubled, so a diff never shows two lines that look
/// equal.
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
    func line(_ text: String, _ ranges: [Range<Int>], _ index: Int) -> Line {
      Line(
        text: InternedLines.line(text, ranges[index]),
        endsWithoutNewline: index == ranges.count - 1 && text.utf8.last != UInt8(ascii: "\n")
      )
    }
    // Lines that still look alike once invisibles show (a literal `·`, a backslash escape typed
    // out, a lookalike letter) are shown again with every character outside printable ASCII
    // escaped and backslashes doubled.
    // Each changed line as shown and as it is: a line moved is shown and is the same on both
    // sides, which is no disguise.
    typealias Changed = [(shown: String, text: Substring)]
    func render(strictly: Bool) -> (lines: [String], deleted: Changed, inserted: Changed) {
      var output = ["--- expected", "+++ actual"]
      var deleted: Changed = []
      var inserted: Changed = []
      for hunk in Self.hunks(operations, context: context) {
        output.append(Self.header(hunk, operations: operations))
        for operation in operations[hunk] {
          switch operation {
          case .equal(let index, _):
            output += Self.show(" ", line(expected, interned.oldRanges, index), style: .plain)
          case .delete(let index):
            let style: Style = strictly ? .strict : .visible
            let removed = line(expected, interned.oldRanges, index)
            let shown = Self.show("-", removed, style: style)
            // With its no-newline note, if any: that note already tells such lines apart.
            deleted.append((String(shown.joined(separator: "\n").dropFirst()), removed.text))
            output += shown
          case .insert(let index):
            let style: Style = strictly ? .strict : .visible
            let added = line(actual, interned.newRanges, index)
            let shown = Self.show("+", added, style: style)
            inserted.append((String(shown.joined(separator: "\n").dropFirst()), added.text))
            output += shown
          }
        }
      }
      return (output, deleted, inserted)
    }
    var rendered = render(strictly: false)
    let looksAlike = rendered.deleted.contains { removed in
      rendered.inserted.contains { added in
        added.text != removed.text && Self.lookAlike(removed.shown, added.shown)
      }
    }
    if looksAlike {
      rendered = render(strictly: true)
      rendered.lines.insert(
        #"(lines that look alike: every character outside printable ASCII escaped, \\ for \)"#,
        at: 2
      )
    }
    self.text = rendered.lines.joined(separator: "\n")
  }

  /// Whether two shown lines may look the same to a reader: equal, different only where one of
  /// them has a character outside ASCII (a Cyrillic `е` for a Latin `e`), or equal once
  /// compatibility characters are folded (the ligature `ﬁ` for `fi`).
  private static func lookAlike(_ first: String, _ second: String) -> Bool {
    if first.precomposedStringWithCompatibilityMapping
      == second.precomposedStringWithCompatibilityMapping
    {
      return true
    }
    guard first.count == second.count else { return false }
    return zip(first, second).allSatisfy { left, right in
      left == right || !left.isASCII || !right.isASCII
    }
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

  private static func show(_ marker: String, _ line: Line, style: Style) -> [String] {
    var text = String(line.text)
    if style == .strict {
      text = text.unicodeScalars.map { scalar in
        if scalar == "\\" { return #"\\"# }
        if (0x20...0x7E).contains(scalar.value) { return String(scalar) }
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }.joined()
      if text.hasSuffix(" ") {
        let trimmed = text.reversed().prefix { $0 == " " }.count
        text = String(text.dropLast(trimmed)) + String(repeating: "\\u{20}", count: trimmed)
      }
    } else if style == .visible {
      let trimmed = text.reversed().prefix { $0 == " " }.count
      text = String(text.dropLast(trimmed)) + String(repeating: "·", count: trimmed)
      text = text.escapingInvisibles(keeping: ["\t", "\r"])
      text = text.replacingAll("\t", with: "→").replacingAll("\r", with: "␍")
    }
    let shown = marker + text
    return line.endsWithoutNewline ? [shown, "\\ No newline at end of file"] : [shown]
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
