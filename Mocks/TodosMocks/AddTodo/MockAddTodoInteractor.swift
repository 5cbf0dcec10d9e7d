public import Foundation
public import Todos
public import ViperMocks

/// A stubbed add interactor that journals its calls.
public final class MockAddTodoInteractor: Mock, AddTodoInteracting {
  public let journal: Journal
  /// Answers `startOfToday()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let startOfTodayStub = Stub<Date, Never>()
  /// Answers `addTodo(title:dueDate:)`.
  public let addTodo = Stub<Todo, AddTodoError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func startOfToday() async -> Date {
    await startOfTodayStub.suspendingAnswer(
      self,
      placeholder: Date(timeIntervalSinceReferenceDate: 0)
    )
  }

  public func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo {
    try await addTodo.suspendingAnswer(
      self,
      title,
      dueDate,
      placeholderError: .store(.notFound(id: "unstubbed"))
    )
  }
}
