public import Todos
public import ViperMocks

/// An add-form router double that records its calls in ``calls`` and the journal.
@MainActor
public final class MockAddTodoRouter: AddTodoRouting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `dismiss()` was called.
    case dismiss
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

  public func dismiss() {
    calls.append(.dismiss)
    journal.record("router", "dismiss()")
  }
}
