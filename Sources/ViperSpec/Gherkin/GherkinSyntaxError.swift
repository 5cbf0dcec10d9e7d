/// A problem the parser found in one place of a file, before it knows the file's path.
package struct GherkinSyntaxError: Error, Equatable, Sendable {
  /// Where the problem is.
  package let location: GherkinLocation
  /// What is wrong and what Cucumber expects there.
  package let message: String
}
