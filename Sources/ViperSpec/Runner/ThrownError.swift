/// An error a step's code threw, kept as text: its type's name and its description.
package struct ThrownError: Equatable, Sendable {
  /// The error's type, such as `StepFailure`.
  package var type: String
  /// The error's description.
  package var message: String

  /// Keeps an error as text.
  ///
  /// - Parameter error: The error.
  package init(_ error: any Error) {
    type = String(describing: Swift.type(of: error))
    message = "\(error)"
  }
}
