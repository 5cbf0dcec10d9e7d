public import Todos
public import ViperMocks

/// An upcoming router double that records its calls in ``calls`` and the journal.
@MainActor
public final class MockUpcomingRouter: UpcomingRouting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `presentAddTodo()` was called.
    case presentAddTodo
  }

  /// Every call received, in order.
  public private(set) var calls: [Call] = []
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func presentAddTodo() {
    calls.append(.presentAddTodo)
    journal.record("router", "presentAddTodo()")
  }
}
