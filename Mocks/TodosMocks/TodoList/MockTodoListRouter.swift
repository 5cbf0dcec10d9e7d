public import Foundation
public import Todos
public import ViperCore
public import ViperSpec

/// A list router double that journals its calls as `router.…`.
@MainActor
public final class MockTodoListRouter: TodoListRouting {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showDetail(for id: UUID) {
    journal.record("router", "showDetail(for:)", id)
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    journal.record("router", "showDeleteConfirmation(_:)", alert)
  }
}
