/// An error that a spec path cannot be read.
package struct SpecLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// What went wrong.
  package let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The path as given.
  ///   - message: What went wrong.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  package var description: String { "\(path): \(message)" }
}
