/// A scenario or scenario outline.
package struct GherkinScenario: Equatable, Sendable {
  /// Where the heading is.
  package var location: GherkinLocation
  /// The tags above the heading.
  package var tags: [GherkinTag]
  /// The keyword, such as `Scenario` or `Scenario Outline`.
  package var keyword: String
  /// The text after the colon.
  package var name: String
  /// The prose under the heading, as written (Cucumber's `description`).
  package var description = ""
  /// The steps.
  package var steps: [GherkinStep] = []
  /// The examples tables; empty unless this is an outline.
  package var examples: [GherkinExamples] = []
  /// The node ID Cucumber Messages give the scenario.
  package var id: String = ""
}
