/// The framing of a version 3 store file's lines: eight lowercase hexadecimal digits of a
/// CRC-32C, a space, the line's JSON, a newline.
///
/// Each line's checksum covers its own JSON and the JSON of every line before it, the header's
/// included: it is the checksum of all of them in a row. So a line vouches for the whole file up
/// to its end, and a store that remembers the last line it read can tell, from that line's bytes
/// alone, whether the file still begins with what it read.
enum ChecksummedLine {
  private static let digits = Array("0123456789abcdef".utf8)
  private static let space = UInt8(ascii: " ")
  private static let newline = UInt8(ascii: "\n")
  /// The checksum's digits and the space after them.
  static let prefixLength = 9

  /// Frames a line's JSON after the line whose checksum is `earlier`.
  ///
  /// - Returns: The line's bytes, newline included, and its checksum.
  static func frame(
    _ json: some Collection<UInt8>,
    after earlier: UInt32
  ) -> (bytes: [UInt8], checksum: UInt32) {
    let checksum = CRC32C.checksum(of: json, continuing: earlier)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(prefixLength + json.count + 1)
    for shift in stride(from: 28, through: 0, by: -4) {
      bytes.append(digits[Int((checksum >> UInt32(shift)) & 0xF)])
    }
    bytes.append(space)
    bytes += json
    bytes.append(newline)
    return (bytes, checksum)
  }

  /// Whether a line starts as a framed line does, with a checksum and a space.
  static func hasChecksum(_ line: ArraySlice<UInt8>) -> Bool {
    line.count >= prefixLength && line[line.startIndex + prefixLength - 1] == space
      && line.prefix(prefixLength - 1).allSatisfy(digits.contains)
  }

  /// The JSON of a line, without its newline, once its checksum matches.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - earlier: The checksum of the line before.
  /// - Returns: The JSON and the line's checksum.
  /// - Throws: A description of what is wrong, starting after the line's number.
  static func unframe(
    _ line: ArraySlice<UInt8>,
    after earlier: UInt32
  ) throws(ChecksumMismatch) -> (json: ArraySlice<UInt8>, checksum: UInt32) {
    guard hasChecksum(line) else { throw ChecksumMismatch(reason: "has no checksum") }
    var stored: UInt32 = 0
    for digit in line.prefix(prefixLength - 1) {
      stored = stored << 4 | UInt32(digits.firstIndex(of: digit) ?? 0)
    }
    let json = line.dropFirst(prefixLength)
    let checksum = CRC32C.checksum(of: json, continuing: earlier)
    guard checksum == stored else {
      throw ChecksumMismatch(
        reason: "fails its checksum (the file was changed after it was written)"
      )
    }
    return (json, checksum)
  }
}
