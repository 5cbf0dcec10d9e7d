/// One argument of a step matched by a definition, as Cucumber Messages report it: the group
/// and, for a Cucumber Expression, the name of its parameter type.
package struct StepMatchArgument: Equatable, Sendable {
  /// What the argument's group matched.
  package var group: StepMatchGroup
  /// The parameter type's name (`int`, `""` for `{}`), or nil for a regular expression's group.
  package var parameterTypeName: String?
}
