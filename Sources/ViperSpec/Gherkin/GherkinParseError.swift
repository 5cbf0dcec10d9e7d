/// An error that says where a spec file is malformed and what the parser expected there.
package struct GherkinParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package var uri: String
  /// Where the parser stopped.
  package var location: GherkinLocation
  /// What the parser found and what it expected; with several problems, the first's message
  /// and then each other's line.
  package var message: String
  /// Each problem the parser found, in order, as Cucumber's parser reports them one by one.
  package var problems: [GherkinSyntaxError]

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
    problems = [GherkinSyntaxError(location: location, message: message)]
  }

  /// Creates the error for the problems the parser found, led by the first.
  ///
  /// - Parameters:
  ///   - uri: The spec file.
  ///   - errors: The problems, in the order the parser found them; at least one.
  init(uri: String, errors: [GherkinSyntaxError]) {
    let first =
      errors.first
      ?? GherkinSyntaxError(
        location: GherkinLocation(line: 1, column: 1),
        message: "The file could not be read as Gherkin."
      )
    var message = first.message
    for other in errors.dropFirst() {
      message += "\n\(uri):\(other.location.line): error: \(other.message)"
    }
    self.init(uri: uri, location: first.location, message: message)
    problems = errors.isEmpty ? [first] : errors
  }

  package var description: String { "\(uri):\(location.line): error: \(message)" }
}
