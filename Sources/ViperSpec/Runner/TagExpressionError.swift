/// An error that a tag expression such as `@a and not @b` is malformed.
package struct TagExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The expression.
  package let expression: String
  /// What is wrong with it.
  package let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - expression: The expression.
  ///   - message: What is wrong with it.
  package init(expression: String, message: String) {
    self.expression = expression
    self.message = message
  }

  package var description: String {
    "Invalid tag expression '\(expression)': \(message) Write tags joined by and, or, not and parentheses, such as '@a and not (@b or @c)'."
  }
}
