/// Why a transcript could not be recorded into the test's source: the test then fails with it,
/// and the literal is left as it was.
package struct InlineRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
