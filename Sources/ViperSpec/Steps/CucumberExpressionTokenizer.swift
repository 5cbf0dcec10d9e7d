/// Splits a Cucumber Expression into tokens, as Cucumber's tokenizer does: runs of text and of
/// spaces merge, each bracket and `/` is a token of its own, and a backslash makes the next
/// character text (only a bracket, `/`, a backslash or a space may be escaped).
package enum CucumberExpressionTokenizer {
  /// The tokens of an expression, between a start-of-line and an end-of-line token.
  ///
  /// - Parameter expression: The expression.
  /// - Returns: The tokens.
  /// - Throws: A `CucumberExpressionError` for an escape of another character, or a backslash
  ///   at the end.
  package static func tokens(
    of expression: String
  ) throws(CucumberExpressionError)
    -> [CucumberExpressionToken]
  {
    let scalars = Array(expression.unicodeScalars)
    var tokens: [CucumberExpressionToken] = []
    var buffer = ""
    var bufferCount = 0
    var bufferStart = 0
    var previous = CucumberExpressionToken.Kind.startOfLine
    var treatAsText = false
    var escaped = 0

    func flush(_ kind: CucumberExpressionToken.Kind) -> CucumberExpressionToken {
      var escapes = 0
      if kind == .text {
        escapes = escaped
        escaped = 0
      }
      let end = bufferStart + bufferCount + escapes
      let token = CucumberExpressionToken(kind: kind, text: buffer, start: bufferStart, end: end)
      buffer = ""
      bufferCount = 0
      bufferStart = end
      return token
    }

    if scalars.isEmpty {
      tokens.append(CucumberExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0))
    }
    for scalar in scalars {
      if !treatAsText, scalar == "\\" {
        escaped += 1
        treatAsText = true
        continue
      }
      let kind: CucumberExpressionToken.Kind
      if treatAsText {
        guard canEscape(scalar) else {
          throw CucumberExpressionError(
            expression: expression,
            at: bufferStart + bufferCount + escaped,
            problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be "
              + "escaped",
            solution: "If you did mean to use an '\\' you can use '\\\\' to escape it"
          )
        }
        kind = .text
      } else {
        kind = Self.kind(of: scalar)
      }
      treatAsText = false
      if kind != previous || (kind != .whiteSpace && kind != .text) {
        tokens.append(flush(previous))
      }
      previous = kind
      buffer.unicodeScalars.append(scalar)
      bufferCount += 1
    }
    if bufferCount > 0 { tokens.append(flush(previous)) }
    if treatAsText {
      throw CucumberExpressionError(
        expression: expression,
        at: scalars.count - 1,
        problem: "The end of line can not be escaped",
        solution: "You can use '\\\\' to escape the '\\'"
      )
    }
    tokens.append(
      CucumberExpressionToken(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count)
    )
    return tokens
  }

  private static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isPythonWhitespace || "\\/{}()".unicodeScalars.contains(scalar)
  }

  private static func kind(of scalar: Unicode.Scalar) -> CucumberExpressionToken.Kind {
    // Any whitespace separates, a tab as a space, as in Cucumber's reference implementation.
    if scalar.isPythonWhitespace { return .whiteSpace }
    return switch scalar {
    case "/": .alternation
    case "{": .beginParameter
    case "}": .endParameter
    case "(": .beginOptional
    case ")": .endOptional
    default: .text
    }
  }
}
