/// A boolean expression over tags, such as `@todos and not (@wip or @slow)`.
///
/// `not` binds tighter than `and`, which binds tighter than `or`, as in Cucumber.
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
  /// - Throws: A `TagExpressionError` that says what is wrong.
  package init(parsing text: String) throws(TagExpressionError) {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character == "(" || character == ")" || character.isWhitespace {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        if !character.isWhitespace { tokens.append(String(character)) }
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    guard !tokens.isEmpty else {
      self = .always
      return
    }
    var parser = Parser(tokens: tokens, source: text)
    let expression = try parser.orExpression()
    if parser.position < tokens.count {
      throw TagExpressionError(
        expression: text,
        message: "Unexpected '\(tokens[parser.position])'."
      )
    }
    self = expression
  }

  /// Returns whether a scenario with these tags is selected.
  ///
  /// - Parameter tags: The scenario's tags, with their `@`.
  /// - Returns: Whether the expression holds.
  package func matches(_ tags: [String]) -> Bool {
    switch self {
    case .tag(let name): tags.contains(name)
    case .not(let operand): !operand.matches(tags)
    case .and(let left, let right): left.matches(tags) && right.matches(tags)
    case .or(let left, let right): left.matches(tags) || right.matches(tags)
    case .always: true
    }
  }

  private struct Parser {
    let tokens: [String]
    let source: String
    var position = 0

    mutating func orExpression() throws(TagExpressionError) -> TagExpression {
      var left = try andExpression()
      while position < tokens.count, tokens[position] == "or" {
        position += 1
        left = .or(left, try andExpression())
      }
      return left
    }

    mutating func andExpression() throws(TagExpressionError) -> TagExpression {
      var left = try notExpression()
      while position < tokens.count, tokens[position] == "and" {
        position += 1
        left = .and(left, try notExpression())
      }
      return left
    }

    mutating func notExpression() throws(TagExpressionError) -> TagExpression {
      guard position < tokens.count else {
        throw TagExpressionError(expression: source, message: "It ends where a tag was expected.")
      }
      let token = tokens[position]
      position += 1
      switch token {
      case "not":
        return .not(try notExpression())
      case "(":
        let inner = try orExpression()
        guard position < tokens.count, tokens[position] == ")" else {
          throw TagExpressionError(expression: source, message: "A '(' has no matching ')'.")
        }
        position += 1
        return inner
      default:
        guard token.hasPrefix("@") else {
          throw TagExpressionError(
            expression: source,
            message: "Expected a tag starting with @, but found '\(token)'."
          )
        }
        guard token.count > 1 else {
          throw TagExpressionError(
            expression: source,
            message: "Expected a tag name after '@', but the @ stands alone."
          )
        }
        return .tag(token)
      }
    }
  }
}
