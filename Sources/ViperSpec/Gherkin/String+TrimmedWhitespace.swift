extension StringProtocol {
  /// The text without leading and trailing whitespace, as Python's `strip()` gives it.
  var trimmedWhitespace: String {
    let start = firstIndex { !$0.isFastWhitespace } ?? endIndex
    let end = lastIndex { !$0.isFastWhitespace }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }

  /// Whether the text starts with a prefix, compared byte by byte as Cucumber compares code points.
  func hasUTF8Prefix(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
  }
}

extension Character {
  /// Whether the character is whitespace, checking ASCII first to skip the Unicode tables.
  var isFastWhitespace: Bool {
    if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
    return isWhitespace
  }
}
