extension String {
  /// Whether the text stays on one line of at most `width` characters.
  ///
  /// Counting characters walks grapheme clusters, which dominated rendering, so the byte count
  /// answers first: a text is never longer in characters than in UTF-8 bytes.
  ///
  /// - Parameter width: The widest line, in characters.
  /// - Returns: `true` when the text has no line break and at most `width` characters.
  func fits(in width: Int) -> Bool {
    let hasLineBreak =
      utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
      ?? utf8.contains(UInt8(ascii: "\n"))
    guard !hasLineBreak else { return false }
    return utf8.count <= width || count <= width
  }
}
