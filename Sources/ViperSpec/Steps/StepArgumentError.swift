/// An error that a step's argument cannot be read as the type the step asked for.
public struct StepArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong with the argument.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What was wrong with the argument.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
