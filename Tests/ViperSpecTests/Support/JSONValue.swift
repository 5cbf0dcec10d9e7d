/// Any JSON value, decoded so that two documents compare by content, whatever their key order
/// or escaping.
enum JSONValue: Decodable, Equatable, Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value's member, or nil when it is no object or has no such member.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): number == number.rounded() ? "\(Int(number))" : "\(number)"
    case .string(let string): string.debugDescription
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }
}
