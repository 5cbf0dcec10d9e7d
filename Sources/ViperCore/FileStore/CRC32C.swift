/// CRC-32C (Castagnoli), the checksum of every line of a store file, as LevelDB and RocksDB put
/// one on every log record.
///
/// It detects every change of up to 32 bits in a row, so any single changed byte, and the
/// Castagnoli polynomial detects more errors in short records than the older CRC-32. Table
/// driven, a byte at a time: a line is a few hundred bytes, and reading a store back is
/// dominated by decoding its JSON.
package enum CRC32C {
  /// The remainders of each byte value, for the reflected polynomial 0x82F63B78.
  private static let table: [UInt32] = (0..<256).map { byte in
    var remainder = UInt32(byte)
    for _ in 0..<8 {
      remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0x82F6_3B78 : remainder >> 1
    }
    return remainder
  }

  /// The checksum of `bytes`, or of the bytes a checksum was computed over followed by `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - earlier: The checksum of the bytes that come before, or zero for none.
  /// - Returns: The checksum.
  package static func checksum<Bytes: Collection<UInt8>>(
    of bytes: Bytes,
    continuing earlier: UInt32 = 0
  ) -> UInt32 {
    let update = { (buffer: UnsafeBufferPointer<UInt8>) -> UInt32 in
      table.withUnsafeBufferPointer { table in
        var register = ~earlier
        for byte in buffer {
          register = table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
        }
        return ~register
      }
    }
    if let checksum = bytes.withContiguousStorageIfAvailable(update) { return checksum }
    return Array(bytes).withUnsafeBufferPointer(update)
  }
}
