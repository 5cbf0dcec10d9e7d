/// An error that says where a spec file is malformed and what the parser expected there.
package struct GherkinParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package var uri: String
  /// Where the parser stopped.
  package var location: GherkinLocation
  /// What the parser found and what it expected.
  package var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - uri: The spec file.
  ///   - location: Where the parser stopped.
  ///   - message: What the parser found and what it expected.
  package init(uri: String, location: GherkinLocation, message: String) {
    self.uri = uri
    self.location = location
    self.message = message
  }

  package var description: String { "\(uri):\(location.line): error: \(message)" }
}
