public import Todos
public import ViperCore
public import ViperSpec

/// A detail router double that journals its calls as `router.…`.
@MainActor
public final class MockTodoDetailRouter: TodoDetailRouting {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    journal.record("router", "showDeleteConfirmation(_:)", alert)
  }

  public func close() {
    journal.record("router", "close()")
  }
}
