public import Foundation
public import Todos
public import ViperMocks

/// A stubbed detail interactor that records its calls in ``calls`` and the journal.
public final class MockTodoDetailInteractor: TodoDetailInteracting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `todo(id:)` was called with this identifier.
    case todo(id: UUID)
    /// `toggleCompletion(id:)` was called with this identifier.
    case toggleCompletion(id: UUID)
    /// `deleteTodo(id:)` was called with this identifier.
    case deleteTodo(id: UUID)
  }

  /// The answers to `todo(id:)`.
  public let todo: Stub<Todo, TodoDetailError>
  /// The answers to `toggleCompletion(id:)`.
  public let toggleCompletion: Stub<Todo, TodoDetailError>
  /// The answers to `deleteTodo(id:)`.
  public let deleteTodo: Stub<Void, TodoDetailError>
  private let journal: Journal
  private let recorded = LockedState<[Call]>([])

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

  /// Every call received, in order.
  public var calls: [Call] {
    recorded.withLock { $0 }
  }

  public func todo(id: UUID) async throws(TodoDetailError) -> Todo {
    recorded.withLock { $0.append(.todo(id: id)) }
    journal.record("interactor", "todo(id:)", id)
    return try todo.next(placeholder: .failure(.notFound(id))).get()
  }

  public func toggleCompletion(id: UUID) async throws(TodoDetailError) -> Todo {
    recorded.withLock { $0.append(.toggleCompletion(id: id)) }
    journal.record("interactor", "toggleCompletion(id:)", id)
    return try toggleCompletion.next(placeholder: .failure(.notFound(id))).get()
  }

  public func deleteTodo(id: UUID) async throws(TodoDetailError) {
    recorded.withLock { $0.append(.deleteTodo(id: id)) }
    journal.record("interactor", "deleteTodo(id:)", id)
    try deleteTodo.next(placeholder: .success(())).get()
  }
}
