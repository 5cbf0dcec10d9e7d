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

  /// The error as Cucumber words it, word for word.
  package var cucumberDescription: String {
    "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(message)"
  }

  package var description: String {
    cucumberDescription
      + " Write tags joined by and, or, not and brackets, such as '@a and not (@b or @c)'; "
      + #"a backslash escapes a bracket, a space or itself (\(, \ , \\)."#
  }
}
