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
  /// The data table or doc string under the step, if any.
  package var argument: GherkinStepArgument?
  /// The node ID Cucumber Messages give the step.
  package var id: String = ""
}
