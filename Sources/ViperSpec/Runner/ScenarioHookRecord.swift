/// A hook as reports list it: when it runs, its name and tags, and where it is defined.
package struct ScenarioHookRecord: Equatable, Sendable {
  /// Whether it runs before or after the scenario's steps.
  package var isBefore: Bool
  /// Its name, if it has one.
  package var name: String?
  /// Its tag expression as written; empty for every scenario.
  package var tagSource: String
  /// The defining file's path.
  package var filePath: String
  /// The defining line.
  package var line: Int
  /// Its place among the library's definitions and hooks, in the order they were made.
  package var sequence: Int
}
