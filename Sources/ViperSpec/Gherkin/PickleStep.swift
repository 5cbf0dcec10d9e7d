/// One step of a compiled scenario, as Cucumber Messages describe it.
package struct PickleStep: Equatable, Sendable {
  /// The pickle step's ID.
  package var id: String
  /// The step's text with outline placeholders filled in.
  package var text: String
  /// `Context`, `Action`, `Outcome` or `Unknown`, inherited by `And` and `But`; nil when an
  /// outline starts with `And` or `But`, which Cucumber leaves without a type.
  package var type: GherkinStepKeywordType?
  /// The IDs of the step and, for an outline, the example row.
  package var astNodeIds: [String]
  /// The data table and the doc string under the step, in file order: none, one, or both.
  package var arguments: [PickleStepArgument]
  /// The keyword as written, such as `Given `.
  package var keyword: String
  /// Where the step is in the file.
  package var location: GherkinLocation
  /// The doc string as written in the file, for re-recording it in place.
  package var sourceDocString: GherkinDocString?

  /// The data table's cell values, if the step has a table.
  package var dataTable: [[String]]? {
    for case .dataTable(let rows) in arguments { return rows }
    return nil
  }

  /// The doc string's text, if the step has one.
  package var docString: String? {
    for case .docString(let content, _) in arguments { return content }
    return nil
  }
}
