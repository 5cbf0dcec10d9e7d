/// A spec line that reads as one thing to people and as another to Cucumber, or checks nothing.
///
/// Cucumber's parser reads a misspelled heading, a numbered step or an empty scenario as prose or
/// as nothing, so the spec would pass without checking what it says. The lint fails such a file.
package struct SpecLintError: Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package let uri: String
  /// The line the finding is about, from 1.
  package let line: Int
  /// What is wrong, why it matters and how to fix it, separated by blank lines.
  package let message: String

  package var description: String { "\(uri):\(line): error: \(message)" }
}
