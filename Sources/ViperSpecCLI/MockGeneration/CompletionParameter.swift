import Foundation

/// A completion handler a method takes, which its mock holds so that the test calls it back.
///
/// A parameter is one when it is an escaping closure (`@escaping`, or optional) that returns
/// nothing, cannot throw, is not `async` and is not isolated to a global actor: a test can call
/// it at once with values it makes. Other closures are only journaled.
struct CompletionParameter: Equatable, Sendable {
  /// The parameter's name in the method's body.
  let name: String
  /// Its argument label, for the holder's name when a method takes several.
  let label: String
  /// What the holder gives the handler: its one parameter's type, a tuple of several, or `Void`.
  let value: String
  /// How many parameters the handler takes.
  let arity: Int
  /// Whether the parameter is optional, so the mock holds it only when given.
  let isOptional: Bool

  /// The completion handler a parameter is, if it is one.
  ///
  /// A closure named by a type alias is read as the closure: `TypeSpelling` expands it.
  ///
  /// - Parameter parameter: The method's parameter.
  /// - Returns: The completion, or `nil`.
  static func of(_ parameter: MethodRequirement.Parameter) -> CompletionParameter? {
    var type = parameter.type
    var isEscaping = false
    while type.hasPrefix("@") {
      guard let space = type.firstIndex(of: " ") else { return nil }
      let attribute = type[..<space]
      guard ["@escaping", "@Sendable"].contains(attribute) else { return nil }
      isEscaping = isEscaping || attribute == "@escaping"
      type = String(type[space...].drop { $0 == " " })
    }
    var isOptional = false
    if type.hasSuffix("?"), type.hasPrefix("("), type.dropLast().hasSuffix(")") {
      isOptional = true
      type = String(type.dropFirst().dropLast(2))
      // An optional handler's attributes sit inside its parentheses: `(@Sendable (Int) -> Void)?`.
      while type.hasPrefix("@") {
        guard let space = type.firstIndex(of: " "), type[..<space] == "@Sendable" else {
          return nil
        }
        type = String(type[space...].drop { $0 == " " })
      }
    }
    guard isEscaping || isOptional, type.hasPrefix("("),
      let arrow = type.range(of: ") -> ", options: .backwards)
    else { return nil }
    let result = type[arrow.upperBound...]
    guard result == "Void" || result == "()" else { return nil }
    let inside = String(type[type.index(after: type.startIndex)..<arrow.lowerBound])
    guard closingParenthesis(in: type) == arrow.lowerBound else { return nil }
    let types = topLevelParts(of: inside).map(withoutLabel)
    return CompletionParameter(
      name: parameter.name,
      label: parameter.label ?? parameter.name,
      value: types.isEmpty
        ? "Void" : types.count == 1 ? types[0] : "(" + types.joined(separator: ", ") + ")",
      arity: types.count,
      isOptional: isOptional
    )
  }

  /// What the mock passes to its holder: the handler, or a closure that spreads the value.
  var adapted: String {
    switch arity {
    case 0: "{ _ in \(name)() }"
    case 1: name
    default: "{ \(name)(" + (0..<arity).map { "$0.\($0)" }.joined(separator: ", ") + ") }"
    }
  }

  /// The index of the parenthesis that closes the type's first one.
  private static func closingParenthesis(in type: String) -> String.Index? {
    var depth = 0
    for index in type.indices {
      if type[index] == "(" { depth += 1 }
      if type[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Splits a list at its top-level commas.
  private static func topLevelParts(of list: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in list {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    parts.append(current)
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// A closure parameter's type without its label: `_ result: Result<Int, Error>` gives
  /// `Result<Int, Error>`.
  private static func withoutLabel(_ part: String) -> String {
    guard let colon = part.firstIndex(of: ":"),
      part[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " })
    else { return part }
    return part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }
}
