/// An error that says where a spec file is malformed and what the parser expected there.
package struct GherkinParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package var uri: String
  /// Where the parser stopped.
  package var location: GherkinLocation
  /// What the parser found and what it expected.
  package var message: String

  package var description: String { "\(uri):\(location.line): error: \(message)" }
}
