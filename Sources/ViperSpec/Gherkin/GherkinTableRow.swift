/// One row of a data table or examples table.
package struct GherkinTableRow: Equatable, Sendable {
  /// Where the row starts.
  package var location: GherkinLocation
  /// The row's cells, left to right.
  package var cells: [GherkinTableCell]
  /// The node ID Cucumber Messages give the row.
  package var id: String = ""
}
