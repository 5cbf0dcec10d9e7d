import Foundation

extension String {
  /// The text between line feeds, as Python's `readline` ends lines: a carriage return before a
  /// line feed stays on its line, and the text after the last line feed is the last line, empty
  /// when the text ends with one.
  ///
  /// Scanning the UTF-8 bytes, rather than splitting characters, keeps reading a large spec
  /// linear and cheap: a line feed is never part of another scalar's encoding.
  var lineFeedLines: [Substring] {
    var text = self
    let lineFeeds = text.withUTF8 { bytes -> [Int] in
      guard let base = bytes.baseAddress else { return [] }
      var offsets: [Int] = []
      var offset = 0
      while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        offsets.append(offset - 1)
      }
      return offsets
    }
    var lines: [Substring] = []
    lines.reserveCapacity(lineFeeds.count + 1)
    var start = utf8.startIndex
    var startOffset = 0
    for offset in lineFeeds {
      let end = utf8.index(start, offsetBy: offset - startOffset)
      lines.append(self[start..<end])
      start = utf8.index(after: end)
      startOffset = offset + 1
    }
    lines.append(self[start...])
    return lines
  }
}
