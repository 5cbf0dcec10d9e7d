extension String {
  /// The text with its control characters (escape, bell, NUL, C1 controls, line and paragraph
  /// separators; not line feeds or tabs) written as `\u{…}`: a spec's names and an error's
  /// message are shown as they are, not obeyed by a terminal or cut at a NUL by a test runner.
  package var withVisibleControls: String { visible(keepingLineBreaks: true) }

  /// The text on one line: its control characters, line feeds and tabs among them, written as
  /// `\u{…}`, as a path in a heading needs.
  package var onOneLine: String { visible(keepingLineBreaks: false) }

  private func visible(keepingLineBreaks: Bool) -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A where keepingLineBreaks, 0x09 where keepingLineBreaks:
        result.unicodeScalars.append(scalar)
      case ..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
