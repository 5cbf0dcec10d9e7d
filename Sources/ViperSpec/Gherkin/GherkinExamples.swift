/// An examples table of a scenario outline.
package struct GherkinExamples: Equatable, Sendable {
  /// Where the heading is.
  package var location: GherkinLocation
  /// The tags above the heading.
  package var tags: [GherkinTag]
  /// The keyword, such as `Examples`.
  package var keyword: String
  /// The text after the colon.
  package var name: String
  /// The prose under the heading, as written (Cucumber's `description`).
  package var description = ""
  /// The first row, naming the placeholders.
  package var tableHeader: GherkinTableRow?
  /// The other rows, one scenario each.
  package var tableBody: [GherkinTableRow] = []
  /// The node ID Cucumber Messages give the examples.
  package var id: String = ""
}
