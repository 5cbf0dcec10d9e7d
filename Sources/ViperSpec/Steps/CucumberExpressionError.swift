/// An error that a step phrase is not a valid Cucumber Expression.
package struct CucumberExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The phrase.
  package let expression: String
  /// What is wrong with it.
  package let message: String
  /// The name of the parameter type the phrase uses but no library defines, when that is the
  /// problem: Cucumber reports such a phrase apart and leaves its steps undefined.
  package var undefinedParameterType: String?

  /// Creates an error with a message of its own.
  ///
  /// - Parameters:
  ///   - expression: The phrase.
  ///   - message: What is wrong with it.
  package init(expression: String, message: String) {
    self.expression = expression
    self.message = message
  }

  /// Creates an error as Cucumber words it: the column, the expression with a caret (or a
  /// `^--^` span) under the place, the problem and how to escape or fix it.
  ///
  /// - Parameters:
  ///   - expression: The phrase.
  ///   - start: Where the problem starts, in Unicode scalars from 0.
  ///   - end: Where it ends; one past `start` for a single character.
  ///   - problem: What is wrong, without a final full stop.
  ///   - solution: How to fix it.
  package init(
    expression: String,
    at start: Int,
    to end: Int? = nil,
    problem: String,
    solution: String
  ) {
    var pointer = String(repeating: " ", count: start) + "^"
    if let end, start + 1 < end {
      pointer += String(repeating: "-", count: end - start - 2) + "^"
    }
    self.expression = expression
    self.message = """
      This Cucumber Expression has a problem at column \(start + 1):

      \(expression)
      \(pointer)
      \(problem).
      \(solution)
      """
  }

  package var description: String { "Invalid step phrase '\(expression)': \(message)" }
}
