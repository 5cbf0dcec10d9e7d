public import Foundation
public import Todos
public import ViperMocks

/// A stubbed detail interactor that journals its calls.
public final class MockTodoDetailInteractor: Mock, TodoDetailInteracting {
  public let journal: Journal
  /// Answers `todo(id:)`.
  public let todo = Stub<Todo, TodoDetailError>()
  /// Answers `toggleCompletion(id:)`.
  public let toggleCompletion = Stub<Todo, TodoDetailError>()
  /// Answers `deleteTodo(id:)`.
  public let deleteTodo = Stub<Void, TodoDetailError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func todo(id: UUID) async throws(TodoDetailError) -> Todo {
    try await todo.suspendingAnswer(self, id, placeholderError: .notFound(id))
  }

  public func toggleCompletion(id: UUID) async throws(TodoDetailError) -> Todo {
    try await toggleCompletion.suspendingAnswer(self, id, placeholderError: .notFound(id))
  }

  public func deleteTodo(id: UUID) async throws(TodoDetailError) {
    try await deleteTodo.suspendingAnswer(self, id)
  }
}
