/// A writer of JSON string literals, for the one-line Cucumber Messages envelopes.
enum JSONText {
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }

  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
