import Foundation

/// Lays generated Swift out as `swift format` would with the package's style: 100 columns, two
/// spaces a level, and a call or declaration that does not fit broken before each argument.
enum SwiftLayout {
  static let width = 100

  /// A call or declaration head with its parenthesized list, on one line if it fits, else with
  /// one element a line.
  ///
  /// - Parameters:
  ///   - head: What comes before `(`, such as `public func addTodo`.
  ///   - elements: The list's elements.
  ///   - tail: What follows `)`, such as ` async throws(AddTodoError) -> Todo {`.
  ///   - indent: The indentation of the first line.
  /// - Returns: The lines.
  static func list(head: String, _ elements: [String], tail: String, indent: String) -> [String] {
    let line = indent + head + "(" + elements.joined(separator: ", ") + ")" + tail
    guard line.count > width, !elements.isEmpty else { return [line] }
    let last = elements.count - 1
    return [indent + head + "("]
      + elements.enumerated().map { indent + "  " + $1 + ($0 == last ? "" : ",") }
      + [indent + ")" + tail]
  }

  /// A function or initializer declaration and its opening brace, broken where `swift format`
  /// breaks one that does not fit: before each parameter, then before the result, then before
  /// the brace.
  ///
  /// - Parameters:
  ///   - head: What comes before `(`, such as `public func addTodo`.
  ///   - parameters: The parameters' source.
  ///   - effects: What follows `)`, such as `async throws(AddTodoError) -> Todo`, or nothing.
  ///   - indent: The indentation of the first line.
  /// - Returns: The lines, the last one holding the `{`.
  static func declaration(
    head: String,
    _ parameters: [String],
    effects: String,
    indent: String
  ) -> [String] {
    let signature = indent + head + "(" + parameters.joined(separator: ", ") + ")"
    let whole = signature + (effects.isEmpty ? "" : " " + effects)
    if whole.count + 2 <= width { return [whole + " {"] }
    if whole.count <= width { return [whole, indent + "{"] }
    let (before, result) = splitResult(effects)
    let opening: String
    var lines: [String]
    if parameters.isEmpty {
      opening = signature
      lines = []
    } else {
      opening = indent + ")"
      lines = [indent + head + "("]
      let last = parameters.count - 1
      lines += parameters.enumerated().map { indent + "  " + $1 + ($0 == last ? "" : ",") }
    }
    let closing = opening + (effects.isEmpty ? "" : " " + effects)
    if !parameters.isEmpty, closing.count + 2 <= width { return lines + [closing + " {"] }
    let effectsLine = before.isEmpty ? opening : opening + " " + before
    if effectsLine.count <= width {
      lines.append(effectsLine)
    } else {
      lines += [opening, indent + "    " + before]
    }
    if let result { lines.append(indent + "    -> " + result) }
    return lines + [indent + "{"]
  }

  /// Splits effects into what comes before `->` and the result type.
  private static func splitResult(_ effects: String) -> (String, String?) {
    guard let arrow = effects.range(of: "-> ") else { return (effects, nil) }
    let before = effects[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
    return (before, String(effects[arrow.upperBound...]))
  }

  /// A `///` comment with its words wrapped at the width.
  ///
  /// - Parameters:
  ///   - text: The comment, one paragraph.
  ///   - indent: The indentation.
  /// - Returns: The comment lines.
  static func documentation(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var current = indent + "///"
    for word in text.split(separator: " ") {
      if current.count + 1 + word.count > width, current != indent + "///" {
        lines.append(current)
        current = indent + "///"
      }
      current += " " + word
    }
    return lines + [current]
  }

  /// A parameter as a declaration spells it: `_ todo: Todo`, `title: String`, `for id: UUID`.
  ///
  /// - Parameter parameter: The parameter.
  /// - Returns: Its source.
  static func parameter(_ parameter: MethodRequirement.Parameter) -> String {
    let label = parameter.label ?? "_"
    return (label == parameter.name ? label : label + " " + parameter.name) + ": " + parameter.type
  }

  /// A parameter passed on to a journal, which takes `Any`: an optional says so (`id as Any`), as
  /// Swift warns about an optional passed as `Any` silently.
  ///
  /// - Parameter parameter: The parameter.
  /// - Returns: The argument's source.
  ///
  /// A closure the method may not keep (non-escaping, or an `@autoclosure`) cannot be passed as
  /// `Any` at all: `ClosureArgument()` stands in for it. A `borrowing` or `consuming` value is
  /// passed as a copy.
  static func argument(_ parameter: MethodRequirement.Parameter) -> String {
    let type = parameter.type
    if type.hasPrefix("borrowing ") || type.hasPrefix("consuming ") {
      return "copy " + parameter.name
    }
    if isNonEscapingClosure(type) { return "ClosureArgument()" }
    let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
    return isOptional ? parameter.name + " as Any" : parameter.name
  }

  /// Whether a parameter's type is a closure the callee may not keep: a function type without
  /// `@escaping` (an optional closure escapes), or an `@autoclosure`.
  static func isNonEscapingClosure(_ type: String) -> Bool {
    if type.hasPrefix("@autoclosure") { return true }
    if type.hasPrefix("@escaping") || type.hasSuffix("?") { return false }
    var depth = 0
    var previous: Character = " "
    for character in type {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      if depth == 0, previous == "-", character == ">" { return true }
      previous = character
    }
    return false
  }

  /// What follows a method's parameters: `async throws(E) -> T`, or nothing.
  ///
  /// - Parameter method: The method.
  /// - Returns: Its effects and result, without leading or trailing spaces.
  static func effects(_ method: MethodRequirement) -> String {
    var parts: [String] = []
    if method.isAsync { parts.append("async") }
    switch method.failure {
    case .none: break
    case .untyped: parts.append("throws")
    case .typed(let error): parts.append("throws(\(error))")
    case .rethrowing: parts.append("rethrows")
    }
    if let result = method.returnType, !method.isGetter { parts.append("-> " + result) }
    if let clause = method.whereClause { parts.append("where " + clause) }
    return parts.joined(separator: " ")
  }
}
