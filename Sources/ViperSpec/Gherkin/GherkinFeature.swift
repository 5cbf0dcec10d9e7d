/// A feature: the root of a spec file.
package struct GherkinFeature: Equatable, Sendable {
  /// Where the heading is.
  package var location: GherkinLocation
  /// The tags above the heading.
  package var tags: [GherkinTag]
  /// The keyword, such as `Feature`, or empty when the first line is not a feature heading.
  package var keyword: String
  /// The text after the colon.
  package var name: String
  /// The prose under the heading, as written (Cucumber's `description`).
  package var description = ""
  /// The language of the keywords, such as `en`.
  package var language: String
  /// The background of the top-level scenarios, if any.
  package var background: GherkinBackground?
  /// The scenarios and rules, in file order.
  package var children: [GherkinFeatureChild] = []

  /// Every step of the file as written, backgrounds' included, in file order.
  package var allSteps: [GherkinStep] {
    var steps = background?.steps ?? []
    for child in children {
      switch child {
      case .scenario(let scenario): steps += scenario.steps
      case .rule(let rule):
        steps += (rule.background?.steps ?? []) + rule.scenarios.flatMap(\.steps)
      }
    }
    return steps
  }
}
