extension StringProtocol {
  /// The text without leading and trailing whitespace, as Python's `strip()` gives it.
  var trimmedWhitespace: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
