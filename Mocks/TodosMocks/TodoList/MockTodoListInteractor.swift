public import Foundation
public import Todos
public import ViperMocks

/// A stubbed list interactor that records its calls in ``calls`` and the journal.
public final class MockTodoListInteractor: TodoListInteracting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `todos()` was called.
    case todos
    /// `deleteTodo(id:)` was called with this identifier.
    case deleteTodo(id: UUID)
  }

  /// The answers to `todos()`; the property carries a suffix because Swift does not allow a
  /// property and a method without arguments to share a name.
  public let todosStub: Stub<[Todo], TodoListError>
  /// The answers to `deleteTodo(id:)`.
  public let deleteTodo: Stub<Void, TodoListError>
  private let journal: Journal
  private let recorded = LockedState<[Call]>([])

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.todosStub = Stub(
      "MockTodoListInteractor.todos()",
      property: "todosStub",
      journal: journal
    )
    self.deleteTodo = Stub("MockTodoListInteractor.deleteTodo(id:)", journal: journal)
  }

  /// Every call received, in order.
  public var calls: [Call] {
    recorded.withLock { $0 }
  }

  public func todos() async throws(TodoListError) -> [Todo] {
    recorded.withLock { $0.append(.todos) }
    journal.record("interactor", "todos()")
    return try todosStub.next(placeholder: .success([])).get()
  }

  public func deleteTodo(id: UUID) async throws(TodoListError) {
    recorded.withLock { $0.append(.deleteTodo(id: id)) }
    journal.record("interactor", "deleteTodo(id:)", id)
    try deleteTodo.next(placeholder: .success(())).get()
  }
}
