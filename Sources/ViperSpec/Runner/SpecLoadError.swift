/// An error that a spec path cannot be read.
package struct SpecLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// What went wrong.
  package let message: String
  /// Where in the file, when the error is about part of it: from 1.
  package let line: Int
  package let column: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The path as given.
  ///   - message: What went wrong.
  ///   - line: The line it is about, if any; the first.
  ///   - column: The column, counted in characters; the first.
  package init(path: String, message: String, line: Int = 1, column: Int = 1) {
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  package var description: String { "\(path): \(message)" }
}
