/// An error that a spec path cannot be read.
package struct SpecLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// What went wrong.
  package let message: String

  package var description: String { "\(path): \(message)" }
}
