extension StringProtocol {
  /// The text without leading and trailing whitespace, as Python's `strip()` gives it.
  package var trimmedWhitespace: String {
    let start = firstIndex { !$0.isFastWhitespace } ?? endIndex
    let end = lastIndex { !$0.isFastWhitespace }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }

  /// Whether the text starts with a prefix, compared byte by byte as Cucumber compares code points.
  func hasUTF8Prefix(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
  }
}

extension Substring {
  /// The text without leading and trailing whitespace, trimming ASCII spaces byte by byte.
  package var trimmedWhitespace: String {
    let bytes = utf8
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
    while end > start, isSpace(bytes[bytes.index(before: end)]) {
      end = bytes.index(before: end)
    }
    let trimmed = Substring(bytes[start..<end])
    guard let head = trimmed.utf8.first, let tail = trimmed.utf8.last else { return "" }
    if head < 0x80, tail < 0x80 { return String(trimmed) }
    let start2 = trimmed.firstIndex { !$0.isFastWhitespace } ?? trimmed.endIndex
    let end2 = trimmed.lastIndex { !$0.isFastWhitespace }.map { trimmed.index(after: $0) } ?? start2
    return start2 < end2 ? String(trimmed[start2..<end2]) : ""
  }
}

extension Character {
  /// Whether the character is whitespace, checking ASCII first to skip the Unicode tables.
  var isFastWhitespace: Bool {
    if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
    return isWhitespace
  }
}
