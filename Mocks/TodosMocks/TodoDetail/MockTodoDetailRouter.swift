public import Todos
public import ViperCore
public import ViperMocks

/// A detail router double that records its calls in ``calls`` and the journal.
@MainActor
public final class MockTodoDetailRouter: TodoDetailRouting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `showDeleteConfirmation(_:)` was called with this alert.
    case showDeleteConfirmation(Alert)
    /// `close()` was called.
    case close
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

  public func showDeleteConfirmation(_ alert: Alert) {
    calls.append(.showDeleteConfirmation(alert))
    journal.record("router", "showDeleteConfirmation(_:)", alert)
  }

  public func close() {
    calls.append(.close)
    journal.record("router", "close()")
  }
}
