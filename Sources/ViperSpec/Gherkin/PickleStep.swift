/// One step of a compiled scenario, as Cucumber Messages describe it.
package struct PickleStep: Equatable, Sendable {
  /// The pickle step's ID.
  package var id: String
  /// The step's text with outline placeholders filled in.
  package var text: String
  /// `Context`, `Action`, `Outcome` or `Unknown`, inherited by `And` and `But`.
  package var type: GherkinStepKeywordType
  /// The IDs of the step and, for an outline, the example row.
  package var astNodeIds: [String]
  /// The data table or doc string, if any.
  package var argument: PickleStepArgument?
  /// The keyword as written, such as `Given `.
  package var keyword: String
  /// Where the step is in the file.
  package var location: GherkinLocation
  /// The doc string as written in the file, for re-recording it in place.
  package var sourceDocString: GherkinDocString?
}
