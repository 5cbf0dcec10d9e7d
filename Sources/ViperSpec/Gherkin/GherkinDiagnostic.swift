/// A warning about a spec that parses but probably does not say what its author meant.
package struct GherkinDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package var uri: String
  /// Where the suspicious line is.
  package var location: GherkinLocation
  /// What is wrong and how to fix it.
  package var message: String

  package var description: String { "\(uri):\(location.line): warning: \(message)" }
}
