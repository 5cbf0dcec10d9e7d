/// A writer of JSON string literals, for the one-line Cucumber Messages envelopes.
enum JSONText {
  static func quoted(_ text: String) -> String {
    // Most texts need no escape: they go through whole.
    let needsEscape = text.utf8.contains {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    guard needsEscape else { return "\"" + text + "\"" }
    // Byte by byte: every byte a JSON string must escape is ASCII, and the others (UTF-8's
    // multi-byte sequences included) go through as they are.
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(text.utf8.count + 2)
    let backslash = UInt8(ascii: "\\")
    for byte in text.utf8 {
      // Appended one by one: an array literal per escape cost more than the rest.
      switch byte {
      case UInt8(ascii: "\""), backslash:
        bytes.append(backslash)
        bytes.append(byte)
      case UInt8(ascii: "\n"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "t"))
      case ..<0x20:
        let hex = Array(String(byte, radix: 16).utf8)
        bytes += Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + hex
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
  }

  static func array(_ items: [String]) -> String {
    var text = "["
    for (index, item) in items.enumerated() {
      if index > 0 { text += "," }
      text += item
    }
    return text + "]"
  }

  /// An object of fields whose names are plain identifiers (Cucumber Messages' field names), so
  /// written without escaping; the values are JSON already.
  static func object(_ fields: [(String, String)]) -> String {
    var text = "{"
    for (index, field) in fields.enumerated() {
      if index > 0 { text += "," }
      text += "\""
      text += field.0
      text += "\":"
      text += field.1
    }
    return text + "}"
  }
}
