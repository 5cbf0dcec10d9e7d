public import Foundation

/// A source of new identifiers, injected so that tests can predict every ID a use case creates.
///
/// ```swift
/// let interactor = AddTodoInteractor(store: store, clock: clock, makeID: .random)
/// ```
public struct IDGenerator: Sendable {
  private let next: @Sendable () -> UUID

  /// Creates a generator that calls the closure for each new identifier.
  ///
  /// - Parameter next: Returns a new identifier on every call.
  public init(_ next: @escaping @Sendable () -> UUID) {
    self.next = next
  }

  /// Returns a new identifier.
  ///
  /// - Returns: The next identifier from the underlying source.
  public func callAsFunction() -> UUID {
    next()
  }

  /// A generator of random version 4 UUIDs, for production use.
  public static var random: IDGenerator {
    IDGenerator { UUID() }  // allowed: the production ID source, replaced in tests.
  }
}
