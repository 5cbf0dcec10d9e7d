#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Two texts split into lines, with every distinct line replaced by a small integer.
///
/// A last line without a line feed counts as different from the same text with one, so that a
/// missing trailing newline shows up in the diff.
/// Diffs compare integers instead of strings. Lines are found with `memchr` and hashed with the
/// standard library's `Hasher` over raw bytes, so even a debug build splits and interns two
/// 10,000-line transcripts in a few milliseconds; only the lines a diff shows become strings.
struct InternedLines {
  /// The line numbers of the old text, one per line.
  let old: [Int]
  /// The line numbers of the new text, one per line.
  let new: [Int]
  /// The byte ranges of the old text's lines, without their line feeds.
  let oldRanges: [Range<Int>]
  /// The byte ranges of the new text's lines, without their line feeds.
  let newRanges: [Range<Int>]

  /// Splits and interns two texts; a trailing line feed does not start another line.
  init(old oldText: String, new newText: String) {
    var oldCopy = oldText
    var newCopy = newText
    var table = Table()
    (old, oldRanges) = oldCopy.withUTF8 { oldBytes in table.intern(oldBytes, text: 0) }
    (new, newRanges) = newCopy.withUTF8 { newBytes in
      var newTable = table
      defer { table = newTable }
      return oldCopy.withUTF8 { oldBytes in
        newTable.intern(newBytes, text: 1, other: oldBytes)
      }
    }
  }

  /// Returns the text of a line of one of the texts.
  static func line(_ text: String, _ range: Range<Int>) -> Substring {
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
    let end = text.utf8.index(start, offsetBy: range.count)
    return text[start..<end]
  }

  /// The lookup from a line's bytes to its number.
  private struct Table {
    /// The first line seen with each hash: which text, and its byte range there.
    private var firstByHash:
      [Int: (number: Int, text: Int, range: Range<Int>, isUnterminated: Bool)] = [:]
    /// Lines whose hash collided with a different line, looked up by their text.
    private var collisions: [String: Int] = [:]
    private var count = 0

    mutating func intern(
      _ bytes: UnsafeBufferPointer<UInt8>,
      text: Int,
      other: UnsafeBufferPointer<UInt8>? = nil
    ) -> ([Int], [Range<Int>]) {
      var numbers: [Int] = []
      var ranges: [Range<Int>] = []
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], []) }
      var start = 0
      while start < bytes.count {
        let end: Int
        if let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
          end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        } else {
          end = bytes.count
        }
        ranges.append(start..<end)
        let isUnterminated = end == bytes.count
        numbers.append(
          number(for: start..<end, isUnterminated, in: bytes, text: text, other: other)
        )
        start = end + 1
      }
      return (numbers, ranges)
    }

    private mutating func number(
      for range: Range<Int>,
      _ isUnterminated: Bool,
      in bytes: UnsafeBufferPointer<UInt8>,
      text: Int,
      other: UnsafeBufferPointer<UInt8>?
    ) -> Int {
      let line = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range]))
      var hasher = Hasher()
      hasher.combine(bytes: line)
      hasher.combine(isUnterminated)
      let hash = hasher.finalize()
      guard let first = firstByHash[hash] else {
        firstByHash[hash] = (count, text, range, isUnterminated)
        count += 1
        return count - 1
      }
      let firstBytes = first.text == text ? bytes : (other ?? bytes)
      let firstLine = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: firstBytes[first.range]))
      if first.isUnterminated == isUnterminated, firstLine.count == line.count,
        Self.sameBytes(firstLine, line)
      {
        return first.number
      }
      let key = String(decoding: line, as: UTF8.self) + (isUnterminated ? "\n" : "")
      if let number = collisions[key] { return number }
      collisions[key] = count
      count += 1
      return count - 1
    }

    private static func sameBytes(
      _ lhs: UnsafeRawBufferPointer,
      _ rhs: UnsafeRawBufferPointer
    )
      -> Bool
    {
      guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
      return memcmp(left, right, lhs.count) == 0
    }
  }
}
