/// An error that a step phrase is not a valid Cucumber Expression.
package struct CucumberExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The phrase.
  package let expression: String
  /// What is wrong with it.
  package let message: String

  package var description: String { "Invalid step phrase '\(expression)': \(message)" }
}
