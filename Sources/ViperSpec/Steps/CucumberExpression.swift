import Foundation

/// A compiled Cucumber Expression such as `I add {int} to-do(s) to the list/inbox`.
///
/// Compiling turns the phrase into literal, optional, alternation and parameter pieces once;
/// matching walks a step's UTF-8 bytes with backtracking, trying the longest text for each
/// parameter first, as the regular expression Cucumber compiles would.
package struct CucumberExpression: Sendable {
  /// The phrase as written.
  package let source: String
  /// The parameter types in the order they appear.
  package let parameterTypes: [ParameterType]
  let nodes: [ExpressionNode]

  /// The literal text every matching step starts with.
  package let leadingLiteral: [UInt8]

  /// Compiles a phrase.
  ///
  /// - Parameters:
  ///   - source: The phrase, in Cucumber Expression syntax.
  ///   - types: The parameter types the phrase may use, by name.
  /// - Throws: A `CucumberExpressionError` for an unknown type or malformed syntax.
  package init(_ source: String, types: [String: ParameterType]) throws(CucumberExpressionError) {
    // Cucumber reads such a phrase as a regular expression; as an expression it would match
    // only its own text, and a team migrating its steps would find them undefined.
    if source.hasPrefix("^") || source.hasSuffix("$") {
      throw CucumberExpressionError(
        expression: source,
        message: "it starts with ^ or ends with $, so Cucumber would read it as a regular "
          + "expression, but a phrase here is a Cucumber Expression. To fix, write it as one: "
          + "'I have {int} cukes' for '^I have (\\d+) cukes$', '(not )' for '( not)?'."
      )
    }
    self.source = source
    var parameterTypes: [ParameterType] = []
    let tokens = try Self.tokens(source)
    var nodes: [ExpressionNode] = []
    var run: [Token] = []
    func flush() throws(CucumberExpressionError) {
      defer { run = [] }
      guard !run.isEmpty else { return }
      guard run.contains(where: { if case .slash = $0 { true } else { false } }) else {
        nodes += run.compactMap(\.node)
        return
      }
      var alternatives: [[ExpressionNode]] = [[]]
      for token in run {
        if case .slash = token {
          alternatives.append([])
        } else if let node = token.node {
          alternatives[alternatives.count - 1].append(node)
        }
      }
      if alternatives.contains(where: \.isEmpty) {
        throw CucumberExpressionError(
          expression: source,
          message: "An alternative on either side of '/' is empty."
        )
      }
      nodes.append(.alternation(alternatives))
    }
    for token in tokens {
      switch token {
      case .space(let text):
        try flush()
        nodes.append(.literal(Array(text.utf8)))
      case .parameter(let name):
        guard let type = types[name] else {
          throw CucumberExpressionError(
            expression: source,
            message:
              "Undefined parameter type '{\(name)}'. Register it with ParameterType(name: \"\(name)\", …) before the steps that use it."
          )
        }
        guard type.isValid else {
          throw CucumberExpressionError(
            expression: source,
            message: "The regular expression of '{\(name)}' does not compile: \(type.regex)"
          )
        }
        if run.contains(where: { if case .slash = $0 { true } else { false } }) {
          throw CucumberExpressionError(
            expression: source,
            message: "An alternative may not contain a parameter."
          )
        }
        try flush()
        nodes.append(.parameter(parameterTypes.count))
        parameterTypes.append(type)
      case .text, .optional, .slash:
        run.append(token)
      }
    }
    try flush()
    self.nodes = Self.merged(nodes)
    self.parameterTypes = parameterTypes
    var leading: [UInt8] = []
    for node in self.nodes {
      guard case .literal(let bytes) = node else { break }
      leading += bytes
    }
    self.leadingLiteral = leading
  }

  /// Matches a step's text and returns the captured text of each parameter.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The captured strings in parameter order, or nil if the text does not match.
  package func match(_ text: String) -> [String]? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      var matcher = ExpressionMatcher(bytes: UnsafeBufferPointer(buffer), types: parameterTypes)
      guard matcher.match(nodes[...], at: 0, then: { $0 == buffer.count }) else { return nil }
      return matcher.captures.map { String(decoding: buffer[$0.0..<$0.1], as: UTF8.self) }
    }
  }

  private static func merged(_ nodes: [ExpressionNode]) -> [ExpressionNode] {
    var result: [ExpressionNode] = []
    for node in nodes {
      if case .literal(let bytes) = node, case .literal(let previous)? = result.last {
        result[result.count - 1] = .literal(previous + bytes)
      } else {
        result.append(node)
      }
    }
    return result
  }

  private enum Token {
    case text(String)
    case space(String)
    case optional(String)
    case parameter(String)
    case slash

    var node: ExpressionNode? {
      switch self {
      case .text(let text): .literal(Array(text.utf8))
      case .optional(let text): .optional(Array(text.utf8))
      case .space, .parameter, .slash: nil
      }
    }
  }

  private static func tokens(_ source: String) throws(CucumberExpressionError) -> [Token] {
    var tokens: [Token] = []
    var text = ""
    var isSpace = false
    func flushText() {
      guard !text.isEmpty else { return }
      tokens.append(isSpace ? .space(text) : .text(text))
      text = ""
    }
    var iterator = Array(source).makeIterator()
    func group(until end: Character, opener: Character) throws(CucumberExpressionError) -> String {
      var content = ""
      while let character = iterator.next() {
        switch character {
        case end: return content
        case "\\":
          guard let escaped = iterator.next() else { break }
          content.append(escaped)
        case "(", "{":
          throw CucumberExpressionError(
            expression: source,
            message:
              "'\(character)' inside '\(opener)…\(end)' is not allowed. Escape it as '\\\(character)'."
          )
        default: content.append(character)
        }
      }
      throw CucumberExpressionError(
        expression: source,
        message: "'\(opener)' has no matching '\(end)'. Close it, or escape it as '\\\(opener)'."
      )
    }
    while let character = iterator.next() {
      switch character {
      case "\\":
        if isSpace { flushText() }
        isSpace = false
        if let escaped = iterator.next() { text.append(escaped) }
      case "(":
        flushText()
        let content = try group(until: ")", opener: "(")
        if content.isEmpty {
          throw CucumberExpressionError(
            expression: source,
            message: "An optional '()' must contain some text."
          )
        }
        tokens.append(.optional(content))
      case "{":
        flushText()
        tokens.append(.parameter(try group(until: "}", opener: "{")))
      case "/":
        flushText()
        tokens.append(.slash)
      case ")", "}":
        throw CucumberExpressionError(
          expression: source,
          message: "'\(character)' has no matching opener. Escape it as '\\\(character)'."
        )
      default:
        let space = character.isWhitespace
        if space != isSpace { flushText() }
        isSpace = space
        text.append(character)
      }
    }
    flushText()
    return tokens
  }
}
