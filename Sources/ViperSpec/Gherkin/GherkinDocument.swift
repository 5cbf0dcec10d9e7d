/// A parsed spec file: its feature and the warnings about it.
package struct GherkinDocument: Equatable, Sendable {
  /// The file's path as given to the parser.
  package var uri: String
  /// The feature, or nil for a file with no content.
  package var feature: GherkinFeature?
  /// The `#` comment lines, in order.
  package var comments: [GherkinComment] = []
  /// Warnings about lines that look like Gherkin but are read as prose.
  package var diagnostics: [GherkinDiagnostic]
  /// The node number after the last one the document uses; pickle IDs continue from here.
  package var nodeCount: Int = 0
}
