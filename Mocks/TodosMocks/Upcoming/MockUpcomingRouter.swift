public import Todos
public import ViperSpec

/// An upcoming router double that journals its calls as `router.…`.
@MainActor
public final class MockUpcomingRouter: UpcomingRouting {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func presentAddTodo() {
    journal.record("router", "presentAddTodo()")
  }
}
