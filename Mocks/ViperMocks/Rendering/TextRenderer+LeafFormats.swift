import Foundation

/// The texts of the leaf values whose rendering is a rule of its own: quoted strings, exact
/// durations, key paths and pointers without addresses, bytes with a checksum.
extension TextRenderer {
  static let pointerTypeNames: Set<String> = [
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "OpaquePointer", "AutoreleasingUnsafeMutablePointer", "UnsafeBufferPointer",
    "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer",
  ]

  /// Whether the type is one of the standard library's pointers.
  static func isPointer(_ type: Any.Type) -> Bool {
    let name = String(describing: type)
    return pointerTypeNames.contains(String(name.prefix { $0 != "<" }))
  }

  /// A duration in seconds to the attosecond, as Swift writes it (`1.5 seconds`) but exact:
  /// Swift's own description goes through a `Double`, so durations that differ by a few
  /// attoseconds would read the same.
  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let isNegative = seconds < 0 || attoseconds < 0
    var fraction = String(attoseconds.magnitude)
    fraction = String(repeating: "0", count: 18 - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(isNegative ? "-" : "")\(seconds.magnitude).\(fraction) seconds"
  }

  /// A key path as Swift describes it, with the address Swift shows for a computed component
  /// (`\Kp.a.<computed 0x… (Int)>`, for a subscript) taken out: it changes from run to run.
  static func keyPath(_ value: Any) -> String {
    var text = String(describing: value)
    while let address = text.range(of: #"0x[0-9a-fA-F]+ ?"#, options: .regularExpression) {
      text.removeSubrange(address)
    }
    return text
  }

  /// A pointer as its type alone: never its address.
  static func pointer(_ value: Any) -> String {
    "\(type(of: value))(address)"
  }

  /// A string in quotes, with quotes, backslashes and every character a reader cannot see escaped.
  static func quoted(_ string: String) -> String {
    // Any byte outside printable ASCII may start a scalar a reader cannot see.
    func needsEscape(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x7F
    }
    let needsEscaping =
      string.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) }
      ?? string.utf8.contains(where: needsEscape)
    guard needsEscaping else { return "\"" + string + "\"" }
    // Scalars, not characters: "\r\n" and a quote followed by a combining mark are one
    // character each, which would slip through unescaped.
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where scalar.isInvisible:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Bytes as their count and the first sixteen in hexadecimal: never the buffer's address.
  static func bytes(_ data: Data) -> String {
    guard !data.isEmpty else { return "Data(0 bytes)" }
    let preview = data.prefix(16).map { byte in
      let hex = String(byte, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    // Past the preview, a checksum of every byte: two payloads that differ later still differ.
    var checksum = FoundationText.Checksum()
    checksum.add(bytes: data)
    let more = data.count > 16 ? " …, checksum \(checksum.hex)" : ""
    return "Data(\(data.count) bytes: \(preview.joined(separator: " "))\(more))"
  }
}
