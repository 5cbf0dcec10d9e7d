/// A scenario or rule at the top level of a feature.
package enum GherkinFeatureChild: Equatable, Sendable {
  /// A scenario or scenario outline.
  case scenario(GherkinScenario)
  /// A rule with its scenarios.
  case rule(GherkinRule)
}
