/// A step phrase that uses a parameter type no library registered, such as `{airport}`.
package struct UndefinedParameterType: Equatable, Sendable {
  /// The type's name, without braces.
  package var name: String
  /// The phrase.
  package var expression: String
  /// Where the phrase is defined, `path:line`.
  package var location: String

  /// Creates a record of a phrase with an unknown type.
  ///
  /// - Parameters:
  ///   - name: The type's name, without braces.
  ///   - expression: The phrase.
  ///   - location: Where the phrase is defined, `path:line`.
  package init(name: String, expression: String, location: String) {
    self.name = name
    self.expression = expression
    self.location = location
  }

  /// What a run says about it: the phrase, the type and what follows.
  package var warning: String {
    "\(location): The step phrase '\(expression)' uses {\(name)}, which no parameter type "
      + "defines, so it matches no step and the steps written for it are undefined. To fix, "
      + "register a ParameterType named '\(name)' before the step, or correct the name."
  }
}
