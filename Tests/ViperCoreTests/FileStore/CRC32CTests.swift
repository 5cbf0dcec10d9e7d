import Testing
import ViperCore

/// CRC-32C (Castagnoli) against the check values of RFC 3720, appendix B.4, and the standard
/// check value of the CRC catalogue.
@Suite struct CRC32CTests {
  @Test func `matches the standard check value`() {
    #expect(CRC32C.checksum(of: Array("123456789".utf8)) == 0xE306_9283)
  }

  @Test func `matches the check values of RFC 3720`() {
    #expect(CRC32C.checksum(of: [UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
    #expect(CRC32C.checksum(of: [UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
    #expect(CRC32C.checksum(of: (0..<32).map { UInt8($0) }) == 0x46DD_794E)
    #expect(CRC32C.checksum(of: (0..<32).map { UInt8(31 - $0) }) == 0x113F_DB5C)
  }

  @Test func `is zero for no bytes`() {
    #expect(CRC32C.checksum(of: []) == 0)
  }

  @Test func `continues from an earlier checksum as if the bytes were one`() {
    let first = Array("{\"format\":\"viperspec.datastore\"}".utf8)
    let second = Array("{\"insert\":{\"id\":\"milk\"}}".utf8)

    #expect(
      CRC32C.checksum(of: second[...], continuing: CRC32C.checksum(of: first))
        == CRC32C.checksum(of: first + second)
    )
  }
}
