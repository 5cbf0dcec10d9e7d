/// A step definition as reports list it: its phrase or pattern, its kind and where it is defined.
package struct StepDefinitionRecord: Equatable, Sendable {
  /// The Cucumber Expression, or the regular expression's pattern (`/…/` when Swift keeps none).
  package var source: String
  /// Whether it is a Swift `Regex` rather than a Cucumber Expression.
  package var isRegex: Bool
  /// Whether it compiled; a phrase that did not matches nothing and is reported apart.
  package var isValid: Bool
  /// The defining file's path.
  package var filePath: String
  /// The defining line.
  package var line: Int
  /// Its place among the library's definitions and hooks, in the order they were made.
  package var sequence: Int
}
