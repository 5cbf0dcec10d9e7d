/// An error in the command line or the files it names, shown as one line with exit status 2.
package struct SpecCommandError: Error, Equatable, Sendable {
  /// The line to show, without the program name.
  package let message: String

  /// Creates an error.
  ///
  /// - Parameter message: The line to show.
  package init(_ message: String) {
    self.message = message
  }
}
