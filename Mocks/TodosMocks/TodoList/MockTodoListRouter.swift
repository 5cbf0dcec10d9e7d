public import Foundation
public import Todos
public import ViperCore
public import ViperMocks

/// A list router double that records its calls in ``calls`` and the journal.
@MainActor
public final class MockTodoListRouter: TodoListRouting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `showDetail(for:)` was called with this identifier.
    case showDetail(for: UUID)
    /// `showDeleteConfirmation(_:)` was called with this alert.
    case showDeleteConfirmation(Alert)
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

  public func showDetail(for id: UUID) {
    calls.append(.showDetail(for: id))
    journal.record("router", "showDetail(for:)", id)
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    calls.append(.showDeleteConfirmation(alert))
    journal.record("router", "showDeleteConfirmation(_:)", alert)
  }
}
