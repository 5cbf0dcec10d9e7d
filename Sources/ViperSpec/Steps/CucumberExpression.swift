import Foundation

/// A compiled Cucumber Expression such as `I add {int} to-do(s) to the list/inbox`, read as
/// Cucumber reads it.
///
/// Compiling parses the phrase as Cucumber's parser does, checks the tree as Cucumber does (an
/// optional holds text only, no alternative is empty), and writes the regular expression Cucumber
/// writes for it. Matching runs that expression and gives each parameter the text of its group.
/// Cucumber's own test data holds all of it to Cucumber's behaviour:
/// `CucumberExpressionDataTests`.
package struct CucumberExpression: Sendable {
  /// The phrase as written.
  package let source: String
  /// The parameter types in the order they appear.
  package let parameterTypes: [ParameterType]
  /// The syntax tree.
  package let tree: CucumberExpressionNode
  /// The regular expression, as Cucumber writes it.
  package let pattern: String
  private let regex: UncheckedSendableRegularExpression
  /// The groups of the pattern that are the parameters', nested as written: text is escaped
  /// and optionals and alternations do not capture, so each group no other holds is a parameter.
  private let parameterGroups: [RegexGroupTree.Node]

  /// The literal text every matching step starts with.
  package let leadingLiteral: [UInt8]

  /// Compiles a phrase.
  ///
  /// - Parameters:
  ///   - source: The phrase, in Cucumber Expression syntax.
  ///   - types: The parameter types the phrase may use, by name.
  /// - Throws: A `CucumberExpressionError` for an unknown type or malformed syntax, worded as
  ///   Cucumber's.
  package init(_ source: String, types: [String: ParameterType]) throws(CucumberExpressionError) {
    self.source = source
    tree = try CucumberExpressionParser.parse(source)
    var compiler = Compiler(expression: source, types: types)
    pattern = try compiler.regex(for: tree)
    parameterTypes = compiler.parameterTypes
    // Only a line feed ends a line, as in Cucumber's Python reference: `{}` takes U+2028 too.
    guard let compiled = try? NSRegularExpression(pattern: pattern, options: .useUnixLineSeparators)
    else {
      throw CucumberExpressionError(
        expression: source,
        message: "its regular expression, \(pattern), does not compile: check the regular "
          + "expressions of its parameter types."
      )
    }
    regex = UncheckedSendableRegularExpression(compiled)
    let groups = RegexGroupTree(pattern: pattern)
    // A group the reading above misses would shift every later parameter's value: refuse.
    guard groups.count == compiled.numberOfCaptureGroups,
      groups.roots.count == parameterTypes.count
    else {
      throw CucumberExpressionError(
        expression: source,
        message: "the groups of its regular expression, \(pattern), could not be told apart "
          + "(\(compiled.numberOfCaptureGroups) capturing groups, \(groups.count) read): check the "
          + "regular expressions of its parameter types."
      )
    }
    parameterGroups = groups.roots
    var leading = ""
    for node in tree.nodes ?? [] {
      guard node.kind == .text, let token = node.token else { break }
      leading += token
    }
    leadingLiteral = Array(leading.utf8)
  }

  /// Matches a step's text and returns the captured text of each parameter.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The captured strings in parameter order, or nil if the text does not match.
  package func match(_ text: String) -> [String]? {
    let whole = NSRange(text.startIndex..., in: text)
    guard let match = regex.expression.firstMatch(in: text, range: whole) else { return nil }
    return parameterGroups.map { group in
      Self.matched(group.number, of: match, in: text)?.value ?? ""
    }
  }

  /// Matches a step's text and returns each parameter's group with the groups inside it, as
  /// Cucumber Messages report a step's arguments.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The arguments in parameter order, or nil if the text does not match.
  package func arguments(_ text: String) -> [StepMatchArgument]? {
    let whole = NSRange(text.startIndex..., in: text)
    guard let match = regex.expression.firstMatch(in: text, range: whole) else { return nil }
    return zip(parameterGroups, parameterTypes).map { group, type in
      StepMatchArgument(
        group: StepMatchGroup(group) { Self.matched($0, of: match, in: text) },
        parameterTypeName: type.name
      )
    }
  }

  /// Where a group's text starts and the text, cut by UTF-16 offsets: a group may start or end
  /// inside a grapheme cluster (`👋{}` on `👋🏽`), where no `String.Index` of a Character is.
  private static func matched(
    _ group: Int,
    of match: NSTextCheckingResult,
    in text: String
  ) -> (start: Int, value: String)? {
    guard group < match.numberOfRanges else { return nil }
    let range = match.range(at: group)
    guard range.location != NSNotFound else { return nil }
    // ICU's UTF-16 offsets fall on scalar boundaries, so the scalars between them are the text.
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
    let end = utf16.index(start, offsetBy: range.length)
    return (range.location, String(text.unicodeScalars[start..<end]))
  }

  /// Writes the regular expression of a tree, checking it as Cucumber does.
  private struct Compiler {
    let expression: String
    let types: [String: ParameterType]
    var parameterTypes: [ParameterType] = []

    init(expression: String, types: [String: ParameterType]) {
      self.expression = expression
      self.types = types
    }

    mutating func regex(
      for node: CucumberExpressionNode
    ) throws(CucumberExpressionError)
      -> String
    {
      let children = node.nodes ?? []
      switch node.kind {
      case .text:
        return Self.escaped(node.text)
      case .optional:
        if let parameter = children.first(where: { $0.kind == .parameter }) {
          throw error(
            parameter,
            "An optional may not contain a parameter type",
            "If you did not mean to use an parameter type you can use '\\{' to escape the '{'"
          )
        }
        if let optional = children.first(where: { $0.kind == .optional }) {
          throw error(
            optional,
            "An optional may not contain an other optional",
            "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
              + "For more complicated expressions consider using a regular expression instead."
          )
        }
        guard children.contains(where: { $0.kind == .text }) else {
          throw error(
            node,
            "An optional must contain some text",
            "If you did not mean to use an optional you can use '\\(' to escape the '('"
          )
        }
        let inner = try joined(children)
        return "(?:" + inner + ")?"
      case .alternation:
        for alternative in children {
          guard let parts = alternative.nodes, !parts.isEmpty else {
            throw error(
              alternative,
              "Alternative may not be empty",
              "If you did not mean to use an alternative you can use '\\/' to escape the '/'"
            )
          }
          guard parts.contains(where: { $0.kind == .text }) else {
            throw error(
              alternative,
              "An alternative may not exclusively contain optionals",
              "If you did not mean to use an optional you can use '\\(' to escape the '('"
            )
          }
        }
        var alternatives: [String] = []
        for alternative in children {
          let text = try joined(alternative.nodes ?? [])
          alternatives.append(text)
        }
        return "(?:" + alternatives.joined(separator: "|") + ")"
      case .alternative:
        return try joined(children)
      case .parameter:
        let name = node.text
        guard let type = types[name] else {
          var undefined = error(
            node,
            "Undefined parameter type '\(name)'",
            "Please register a ParameterType for '\(name)'"
          )
          undefined.undefinedParameterType = name
          throw undefined
        }
        parameterTypes.append(type)
        if type.regexps.count == 1 { return "(" + type.regexps[0] + ")" }
        return "((?:" + type.regexps.joined(separator: ")|(?:") + "))"
      case .expression:
        let inner = try joined(children)
        return "^" + inner + "$"
      }
    }

    private mutating func joined(
      _ nodes: [CucumberExpressionNode]
    ) throws(CucumberExpressionError)
      -> String
    {
      var text = ""
      for node in nodes {
        let part = try regex(for: node)
        text += part
      }
      return text
    }

    private func error(
      _ node: CucumberExpressionNode,
      _ problem: String,
      _ solution: String
    )
      -> CucumberExpressionError
    {
      CucumberExpressionError(
        expression: expression,
        at: node.start,
        to: node.end,
        problem: problem,
        solution: solution
      )
    }

    /// Text with the characters a regular expression reads specially escaped, as Cucumber
    /// escapes them.
    private static func escaped(_ text: String) -> String {
      // By scalars: `*` followed by U+FE0F is one Character, but its `*` still needs escaping.
      var result = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if "\\^[({$.|?*+})]".unicodeScalars.contains(scalar) { result.append("\\") }
        result.append(scalar)
      }
      return String(result)
    }
  }
}
