/// An error that fails a step with a message, for checks in step definitions.
///
/// ```swift
/// steps.then("the store holds {int} to-do(s)") { (world, expected: Int) in
///   let count = world.store.contents.count
///   guard count == expected else {
///     throw StepFailure("Expected \(expected) to-dos, but the store holds \(count).")
///   }
/// }
/// ```
public struct StepFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was expected and what happened.
  public let message: String

  /// Creates a failure.
  ///
  /// - Parameter message: What was expected and what happened.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
