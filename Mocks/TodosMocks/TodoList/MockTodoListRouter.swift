public import Foundation
public import Todos
public import ViperCore
public import ViperMocks

/// A list router double that journals its calls.
@MainActor
public final class MockTodoListRouter: Mock, TodoListRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showDetail(for id: UUID) {
    recordCall(id)
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    recordCall(alert)
  }
}
