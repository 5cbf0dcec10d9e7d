public import Todos
public import ViperSpec

/// An add-form router double that journals its calls as `router.…`.
@MainActor
public final class MockAddTodoRouter: AddTodoRouting {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func dismiss() {
    journal.record("router", "dismiss()")
  }
}
