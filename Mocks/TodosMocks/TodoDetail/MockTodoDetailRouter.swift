public import Todos
public import ViperCore
public import ViperMocks

/// A detail router double that journals its calls.
@MainActor
public final class MockTodoDetailRouter: Mock, TodoDetailRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    recordCall(alert)
  }

  public func close() {
    recordCall()
  }
}
