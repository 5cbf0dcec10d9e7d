extension StringProtocol {
  /// Whether every byte of the text is printable ASCII, from a space to a tilde.
  ///
  /// Such a line has nothing to make visible, escape or fold, and one character per byte, so a
  /// diff shows it as it is. Most transcript lines are; this check runs on every changed line,
  /// so it reads eight bytes at a time: even a debug build then passes over a 32,000-line diff
  /// in a few milliseconds, where a loop over the bytes took a third of the comparison.
  ///
  /// - Parameter backslash: Whether a backslash counts as printable.
  /// - Returns: Whether every byte is printable.
  func isPrintableASCII(allowingBackslash backslash: Bool = true) -> Bool {
    let scanned = utf8.withContiguousStorageIfAvailable { bytes in
      Self.isPrintableASCII(UnsafeRawBufferPointer(bytes), allowingBackslash: backslash)
    }
    return scanned
      ?? utf8.allSatisfy { byte in
        (0x20...0x7E).contains(byte) && (backslash || byte != UInt8(ascii: "\\"))
      }
  }

  private static func isPrintableASCII(
    _ bytes: UnsafeRawBufferPointer,
    allowingBackslash backslash: Bool
  ) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // Each test sets a high bit when some byte is under 0x20, at 0x7F or over, or (the
      // zero-byte test on the word xor backslashes) a backslash; a borrow or carry between
      // bytes only ever follows a byte that was caught already.
      let below = (word &- ones &* 0x20) & ~word & highBits
      let above = ((word &+ ones) | word) & highBits
      let xored = word ^ backslashes
      let backslashFound = backslash ? 0 : (xored &- ones) & ~xored & highBits
      guard below | above | backslashFound == 0 else { return false }
      offset += 8
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      guard (0x20...0x7E).contains(byte), backslash || byte != UInt8(ascii: "\\") else {
        return false
      }
      offset += 1
    }
    return true
  }
}
