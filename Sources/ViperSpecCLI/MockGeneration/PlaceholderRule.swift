import Foundation

/// What an unstubbed call gives, when the stub has no value of its own to give: `Stub` fails the
/// test and returns this, so that the code under test can go on to the end of the test.
///
/// None is needed for a method without a result or returning a collection or a string. An
/// optional gives `nil`, numbers `0`, `Bool` `false`, a dictionary `[:]`, a set `[]`, a `Date`
/// the reference date. Otherwise a method that throws gives an error: for `throws(E)`, `E`'s
/// first case without associated values, else its first case whose values are strings, numbers,
/// Booleans or optionals (a string says which method was not stubbed); for `throws`,
/// ``UnstubbedCallError``. A method that neither throws nor returns one of those gets
/// `stopUnstubbedCall()`, which after the stub's failure gives a `Decodable` result its zero value
/// and stops the test only for a type without one; a placeholder its author writes in its place
/// is kept.
enum PlaceholderRule {
  /// The placeholder argument for a method, if it needs one.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - enums: The module's enums, for typed errors.
  /// - Returns: `nil` when none is needed, else the argument, such as `placeholder: nil`.
  /// - Throws: A `SpecCommandError` when the method needs one and none can be made.
  static func argument(
    for method: MethodRequirement,
    enums: [String: EnumDeclaration]
  ) throws(SpecCommandError) -> String? {
    guard let result = method.returnType else { return nil }
    if let value = value(of: result) { return value.isEmpty ? nil : "placeholder: " + value }
    switch method.failure {
    case .untyped:
      return "placeholderError: UnstubbedCallError()"
    case .typed(let error):
      let name = String(error.split(separator: ".").last ?? "")
      if let declaration = enums[name], let value = errorCase(of: declaration, method: method) {
        return "placeholderError: " + value
      }
      return "placeholderError: stopUnstubbedCall()"
    case .none, .rethrowing:
      return "placeholder: stopUnstubbedCall()"
    }
  }

  /// A value of a type, `""` for a type that needs none, `nil` if the rule has none.
  static func value(of type: String) -> String? {
    if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
    if type.hasPrefix("AsyncStream<") || type.hasPrefix("AsyncThrowingStream<") {
      return "\(type) { $0.finish() }"
    }
    if type.hasPrefix("("), type.hasSuffix(")"), let elements = tupleElements(of: type) {
      var values: [String] = []
      for element in elements {
        guard let value = value(of: element.type), !value.isEmpty else {
          let empty = emptyValue(of: element.type)
          guard let empty else { return nil }
          values.append(element.label.map { "\($0): \(empty)" } ?? empty)
          continue
        }
        values.append(element.label.map { "\($0): \(value)" } ?? value)
      }
      return "(" + values.joined(separator: ", ") + ")"
    }
    if type.hasPrefix("["), type.contains(":") { return "[:]" }
    if type.hasPrefix("[") || type.hasPrefix("Array<")
      || ["String", "Substring", "Data"]
        .contains(type)
    {
      return ""
    }
    if type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("Dictionary<") { return "[:]" }
    if type == "Bool" { return "false" }
    if type == "Date" { return "Date(timeIntervalSinceReferenceDate: 0)" }
    let numbers = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "TimeInterval", "Decimal",
    ]
    if numbers.contains(type) { return "0" }
    return nil
  }

  /// The value of a type that needs no placeholder, spelled out for a tuple's element.
  private static func emptyValue(of type: String) -> String? {
    if type.hasPrefix("["), type.contains(":") { return "[:]" }
    if type.hasPrefix("[") { return "[]" }
    if type == "String" || type == "Substring" { return "\"\"" }
    if type == "Data" { return "Data()" }
    return nil
  }

  /// The elements of a tuple type with their labels, or `nil` for a closure or a lone type.
  private static func tupleElements(of type: String) -> [(label: String?, type: String)]? {
    let inside = type.dropFirst().dropLast()
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in inside {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    guard parts.count > 1, !type.contains("->") else { return nil }
    return parts.map { part in
      let part = part.trimmingCharacters(in: .whitespaces)
      guard let colon = part.firstIndex(of: ":"),
        part[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return (nil, part) }
      return (
        String(part[..<colon]),
        part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
  }

  private static func errorCase(
    of declaration: EnumDeclaration,
    method: MethodRequirement
  )
    -> String?
  {
    if let plain = declaration.cases.first(where: { $0.payload.isEmpty }) {
      return "." + plain.name
    }
    for candidate in declaration.cases {
      var values: [String] = []
      for payload in candidate.payload {
        let value =
          payload.type == "String" ? "\"\(method.name) is not stubbed\"" : value(of: payload.type)
        guard let value, !value.isEmpty, value != "[:]", value != "[]" else { break }
        values.append(payload.label.map { "\($0): \(value)" } ?? value)
      }
      guard values.count == candidate.payload.count else { continue }
      return "." + candidate.name + "(" + values.joined(separator: ", ") + ")"
    }
    return nil
  }
}
