/// A `#` comment line of a classic `.feature` file, which Cucumber keeps beside the document.
package struct GherkinComment: Equatable, Sendable {
  /// Where it is; the column is always 1.
  package var location: GherkinLocation
  /// The whole line, with its leading whitespace.
  package var text: String
}
