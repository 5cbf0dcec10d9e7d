public import Foundation
public import Todos
public import ViperSpec

/// A stubbed detail interactor that journals its calls as `interactor.…`.
public final class MockTodoDetailInteractor: TodoDetailInteracting {
  /// The answers to `todo(id:)`.
  public let todo: Stub<Todo, TodoDetailError>
  /// The answers to `toggleCompletion(id:)`.
  public let toggleCompletion: Stub<Todo, TodoDetailError>
  /// The answers to `deleteTodo(id:)`.
  public let deleteTodo: Stub<Void, TodoDetailError>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.todo = Stub("MockTodoDetailInteractor.todo(id:)", journal: journal)
    self.toggleCompletion = Stub(
      "MockTodoDetailInteractor.toggleCompletion(id:)",
      journal: journal
    )
    self.deleteTodo = Stub("MockTodoDetailInteractor.deleteTodo(id:)", journal: journal)
  }

  public func todo(id: UUID) async throws(TodoDetailError) -> Todo {
    journal.record("interactor", "todo(id:)", id)
    return try todo.next(placeholder: .failure(.notFound(id))).get()
  }

  public func toggleCompletion(id: UUID) async throws(TodoDetailError) -> Todo {
    journal.record("interactor", "toggleCompletion(id:)", id)
    return try toggleCompletion.next(placeholder: .failure(.notFound(id))).get()
  }

  public func deleteTodo(id: UUID) async throws(TodoDetailError) {
    journal.record("interactor", "deleteTodo(id:)", id)
    try deleteTodo.next(placeholder: .success(())).get()
  }
}
