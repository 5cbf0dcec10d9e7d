import ViperMocks

/// A `StaticString` holding a file path known only at run time, for `XCTFail(_:file:line:)`, which
/// takes nothing else, when no XCTest test case object is at hand to record a failure on.
///
/// `StaticString` is `@frozen`: a pointer to UTF-8 bytes, their count and a flags byte (0 for
/// bytes that are not known to be ASCII). The bytes are copied once per path and kept for the life
/// of the process, as a literal's are. Each value is checked to read back as the path it was made
/// from; if a future standard library changed the layout, the check fails and the caller falls
/// back to naming the place in the message.
enum InternedStaticString {
  private static let interned = LockedState<[String: Int]>([:])

  /// The path as a static string, or `nil` if the layout check fails.
  static func make(_ text: String) -> StaticString? {
    let address = interned.withLock { interned in
      if let address = interned[text] { return address }
      let bytes = Array(text.utf8)
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      buffer.initialize(from: bytes, count: bytes.count)
      let address = Int(bitPattern: buffer)
      interned[text] = address
      return address
    }
    guard MemoryLayout<StaticString>.size == MemoryLayout<(Int, Int, UInt8)>.size else {
      return nil
    }
    let value = unsafeBitCast((address, text.utf8.count, UInt8(0)), to: StaticString.self)
    guard value.hasPointerRepresentation, String(describing: value) == text else { return nil }
    return value
  }
}
