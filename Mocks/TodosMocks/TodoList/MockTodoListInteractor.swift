public import Foundation
public import Todos
public import ViperSpec

/// A stubbed list interactor that journals its calls as `interactor.…`.
public final class MockTodoListInteractor: TodoListInteracting {
  /// The answers to `todos()`; the property carries a suffix because Swift does not allow a
  /// property and a method without arguments to share a name.
  public let todosStub: Stub<[Todo], TodoListError>
  /// The answers to `deleteTodo(id:)`.
  public let deleteTodo: Stub<Void, TodoListError>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.todosStub = Stub("MockTodoListInteractor.todosStub", journal: journal)
    self.deleteTodo = Stub("MockTodoListInteractor.deleteTodo(id:)", journal: journal)
  }

  public func todos() async throws(TodoListError) -> [Todo] {
    journal.record("interactor", "todos()")
    return try todosStub.next(placeholder: .success([])).get()
  }

  public func deleteTodo(id: UUID) async throws(TodoListError) {
    journal.record("interactor", "deleteTodo(id:)", id)
    try deleteTodo.next(placeholder: .success(())).get()
  }
}
