/// The block under a step: a data table or a doc string.
package enum GherkinStepArgument: Equatable, Sendable {
  /// A table of rows.
  case dataTable([GherkinTableRow])
  /// A fenced block of text.
  case docString(GherkinDocString)
}
