/// The steps that run before every scenario of a feature or rule.
package struct GherkinBackground: Equatable, Sendable {
  /// Where the heading is.
  package var location: GherkinLocation
  /// The keyword, such as `Background`.
  package var keyword: String
  /// The text after the colon.
  package var name: String
  /// The prose under the heading, as written (Cucumber's `description`).
  package var description = ""
  /// The steps.
  package var steps: [GherkinStep] = []
  /// The node ID Cucumber Messages give the background.
  package var id: String = ""
}
