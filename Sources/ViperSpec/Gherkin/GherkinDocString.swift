/// A doc string: the fenced block under a step.
package struct GherkinDocString: Equatable, Sendable {
  /// Where the opening fence is.
  package var location: GherkinLocation
  /// The text after the opening fence, such as `text`, or empty.
  package var mediaType: String
  /// The lines between the fences, with the fence's indentation removed.
  package var content: String
  /// The fence, such as three backticks.
  package var delimiter: String
  /// The line of the closing fence.
  package var closingLine: Int
  /// The number of spaces before the opening fence.
  package var indent: Int
}
