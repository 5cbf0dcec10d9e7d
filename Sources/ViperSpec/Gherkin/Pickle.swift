/// A compiled scenario: background steps plus the scenario's steps, one per outline example row.
package struct Pickle: Equatable, Sendable {
  /// The pickle's ID.
  package var id: String
  /// The spec file's path.
  package var uri: String
  /// The scenario's name with outline placeholders filled in.
  package var name: String
  /// The keywords' language.
  package var language: String
  /// The steps, background first.
  package var steps: [PickleStep]
  /// The tags of the feature, rule, scenario and examples, with their node IDs.
  package var tags: [(name: String, astNodeId: String)]
  /// The IDs of the scenario and, for an outline, the example row.
  package var astNodeIds: [String]
  /// The feature's name.
  package var featureName: String
  /// The rule's name, if the scenario is under a rule.
  package var ruleName: String?
  /// Where the scenario's heading is, or the example row for an outline.
  package var location: GherkinLocation
  /// The example row's values by column name, for an outline; empty otherwise.
  package var exampleValues: [(name: String, value: String)]

  /// The tag names, such as `@wip`.
  package var tagNames: [String] { tags.map(\.name) }

  package static func == (lhs: Pickle, rhs: Pickle) -> Bool {
    lhs.id == rhs.id && lhs.uri == rhs.uri && lhs.name == rhs.name && lhs.steps == rhs.steps
      && lhs.tagNames == rhs.tagNames && lhs.astNodeIds == rhs.astNodeIds
  }
}
