/// One step of a background or scenario.
package struct GherkinStep: Equatable, Sendable {
  /// Where the keyword starts.
  package var location: GherkinLocation
  /// The keyword as written, such as `Given ` or `前提`.
  package var keyword: String
  /// What the keyword says about the step.
  package var keywordType: GherkinStepKeywordType
  /// The text after the keyword.
  package var text: String
  /// The data table under the step, if any.
  package var dataTable: [GherkinTableRow]?
  /// The doc string under the step, if any; a step may have both, in either order.
  package var docString: GherkinDocString?
  /// The node ID Cucumber Messages give the step.
  package var id: String = ""
}
