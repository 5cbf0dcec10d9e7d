/// One cell of a Gherkin table, with escapes resolved.
package struct GherkinTableCell: Equatable, Sendable {
  /// Where the cell's text starts.
  package var location: GherkinLocation
  /// The cell's text, trimmed.
  package var value: String
}
