public import Todos
public import ViperMocks

/// An add-module delegate double that records how the form ended in ``calls`` and the journal.
///
/// The journal shows only the saved to-do's title, `delegate.addTodoDidSave("Buy milk")`, to keep
/// transcripts short; ``calls`` holds the whole to-do.
@MainActor
public final class MockAddTodoModuleDelegate: AddTodoModuleDelegate {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `addTodoDidSave(_:)` was called with this to-do.
    case addTodoDidSave(Todo)
    /// `addTodoDidCancel()` was called.
    case addTodoDidCancel
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

  public func addTodoDidSave(_ todo: Todo) async {
    calls.append(.addTodoDidSave(todo))
    journal.record("delegate", "addTodoDidSave(_:)", todo.title)
  }

  public func addTodoDidCancel() async {
    calls.append(.addTodoDidCancel)
    journal.record("delegate", "addTodoDidCancel()")
  }
}
