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
  /// The language of the keywords, such as `en`.
  package var language: String
  /// The background of the top-level scenarios, if any.
  package var background: GherkinBackground?
  /// The scenarios and rules, in file order.
  package var children: [GherkinFeatureChild] = []
}
