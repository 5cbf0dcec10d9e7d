public import Foundation
public import Todos
public import ViperMocks

/// A stubbed list interactor that journals its calls.
public final class MockTodoListInteractor: Mock, TodoListInteracting {
  public let journal: Journal
  /// Answers `todos()`; Swift does not let a property share the name of a method without arguments.
  public let todosStub = Stub<[Todo], TodoListError>()
  /// Answers `deleteTodo(id:)`.
  public let deleteTodo = Stub<Void, TodoListError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func todos() async throws(TodoListError) -> [Todo] {
    try await todosStub.suspendingAnswer(self)
  }

  public func deleteTodo(id: UUID) async throws(TodoListError) {
    try await deleteTodo.suspendingAnswer(self, id)
  }
}
