/// A rule: a group of scenarios under a `Rule:` heading, with its own background.
package struct GherkinRule: Equatable, Sendable {
  /// Where the heading is.
  package var location: GherkinLocation
  /// The tags above the heading.
  package var tags: [GherkinTag]
  /// The keyword, such as `Rule`.
  package var keyword: String
  /// The text after the colon.
  package var name: String
  /// The prose under the heading, as written (Cucumber's `description`).
  package var description = ""
  /// The background of the rule's scenarios, if any.
  package var background: GherkinBackground?
  /// The scenarios.
  package var scenarios: [GherkinScenario] = []
  /// The node ID Cucumber Messages give the rule.
  package var id: String = ""
}
