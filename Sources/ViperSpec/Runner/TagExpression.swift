/// A boolean expression over tags, such as `@todos and not (@wip or @slow)`, read as Cucumber's
/// tag expressions are.
///
/// `not` binds tighter than `and`, which binds tighter than `or`; `and` and `or` group to the
/// left. A tag is any run of characters other than spaces and brackets (an `@` is not needed),
/// and a backslash escapes a bracket, a space or itself (`a\(1\)`, `x\ y`). Cucumber's own test
/// data holds the parser to this: `CucumberTagExpressionDataTests`.
package indirect enum TagExpression: Equatable, Sendable {
  /// True when the scenario has the tag.
  case tag(String)
  /// True when the operand is false.
  case not(TagExpression)
  /// True when both operands are.
  case and(TagExpression, TagExpression)
  /// True when either operand is.
  case or(TagExpression, TagExpression)
  /// Always true: the empty expression.
  case always

  /// Parses an expression.
  ///
  /// - Parameter text: The expression; empty means every scenario.
  /// - Throws: A `TagExpressionError` that says what is wrong, as Cucumber says it.
  package init(parsing text: String) throws(TagExpressionError) {
    var parser = Parser(source: text)
    self = try parser.parse(try Self.tokens(of: text))
  }

  /// The expression as Cucumber writes it back, every operation in brackets:
  /// `( ( a and b ) or not ( c ) )`.
  package var formatted: String {
    switch self {
    case .tag(let name):
      var text = String.UnicodeScalarView()
      for scalar in name.unicodeScalars {
        if scalar == "\\" || scalar == "(" || scalar == ")" || scalar.isPythonWhitespace {
          text.append("\\")
        }
        text.append(scalar)
      }
      return String(text)
    case .not(let operand):
      switch operand {
      case .and, .or: return "not " + operand.formatted
      default: return "not ( " + operand.formatted + " )"
      }
    case .and(let left, let right): return "( \(left.formatted) and \(right.formatted) )"
    case .or(let left, let right): return "( \(left.formatted) or \(right.formatted) )"
    case .always: return ""
    }
  }

  /// Returns whether a scenario with these tags is selected.
  ///
  /// - Parameter tags: The scenario's tags, with their `@`.
  /// - Returns: Whether the expression holds.
  package func matches(_ tags: [String]) -> Bool {
    switch self {
    // Scalar by scalar: a tag matches exactly, `@café` composed or not is two tags, as in Cucumber.
    case .tag(let name): tags.contains { $0.unicodeScalars.elementsEqual(name.unicodeScalars) }
    case .not(let operand): !operand.matches(tags)
    case .and(let left, let right): left.matches(tags) && right.matches(tags)
    case .or(let left, let right): left.matches(tags) || right.matches(tags)
    case .always: true
    }
  }

  /// Splits an expression into tags, operators and brackets; an escaped character belongs to
  /// the tag it is in.
  private static func tokens(of text: String) throws(TagExpressionError) -> [Token] {
    var tokens: [Token] = []
    var current = String.UnicodeScalarView()
    var isCurrent = false
    var isEscaped = false
    // By scalars, as Cucumber reads code points: a combining mark after a space is a tag's.
    for character in text.unicodeScalars {
      if isEscaped {
        guard
          character == "(" || character == ")" || character == "\\" || character.isPythonWhitespace
        else {
          throw TagExpressionError(
            expression: text,
            message: "Illegal escape before \"\(character)\"."
          )
        }
        current.append(character)
        isCurrent = true
        isEscaped = false
      } else if character == "\\" {
        isEscaped = true
      } else if character == "(" || character == ")" || character.isPythonWhitespace {
        if isCurrent { tokens.append(.word(String(current))) }
        current = String.UnicodeScalarView()
        isCurrent = false
        if character == "(" { tokens.append(.open) }
        if character == ")" { tokens.append(.close) }
      } else {
        current.append(character)
        isCurrent = true
      }
    }
    if isCurrent { tokens.append(.word(String(current))) }
    return tokens
  }

  /// A token: a tag or an operator's word, or a bracket.
  private enum Token: Equatable {
    case word(String)
    case open
    case close

    var `operator`: Operator? {
      guard case .word(let word) = self else { return nil }
      return Operator(rawValue: word)
    }
  }

  private enum Operator: String {
    case or, and, not

    var precedence: Int {
      switch self {
      case .or: 0
      case .and: 1
      case .not: 2
      }
    }
  }

  /// Cucumber's shunting-yard parser: operators wait on a stack until one of lower precedence
  /// (or a closing bracket) comes, and each token must be the kind the one before calls for.
  private struct Parser {
    private enum Expected {
      case operand
      case `operator`
    }

    private enum Pending {
      case open
      case `operator`(Operator)
    }

    let source: String
    private var operators: [Pending] = []
    private var operands: [TagExpression] = []

    init(source: String) {
      self.source = source
    }

    mutating func parse(_ tokens: [Token]) throws(TagExpressionError) -> TagExpression {
      var expected = Expected.operand
      for token in tokens {
        if let op = token.operator {
          if op == .not {
            try check(expected, .operand)
            operators.append(.operator(op))
          } else {
            try check(expected, .operator)
            while case .operator(let top)? = operators.last, op.precedence <= top.precedence {
              try reduce()
            }
            operators.append(.operator(op))
          }
          expected = .operand
          continue
        }
        switch token {
        case .open:
          try check(expected, .operand)
          operators.append(.open)
          expected = .operand
        case .close:
          try check(expected, .operator)
          while case .operator? = operators.last { try reduce() }
          guard case .open? = operators.popLast() else { throw error("Unmatched ).") }
          expected = .operator
        case .word(let name):
          try check(expected, .operand)
          operands.append(.tag(name))
          expected = .operator
        }
      }
      while let top = operators.last {
        if case .open = top { throw error("Unmatched (.") }
        try reduce()
      }
      return operands.popLast() ?? .always
    }

    private func check(_ expected: Expected, _ actual: Expected) throws(TagExpressionError) {
      guard expected != actual else { return }
      throw error(expected == .operand ? "Expected operand." : "Expected operator.")
    }

    /// Applies the operator on top of the stack to the operands it takes.
    private mutating func reduce() throws(TagExpressionError) {
      guard case .operator(let op)? = operators.popLast() else { return }
      if op == .not {
        guard let operand = operands.popLast() else { throw error("Expected operand.") }
        operands.append(.not(operand))
        return
      }
      guard let right = operands.popLast(), let left = operands.popLast() else {
        throw error("Expected operand.")
      }
      operands.append(op == .and ? .and(left, right) : .or(left, right))
    }

    private func error(_ message: String) -> TagExpressionError {
      TagExpressionError(expression: source, message: message)
    }
  }
}
