public import Foundation
public import Todos
public import ViperSpec

/// A stubbed add interactor that journals its calls as `interactor.…`.
public final class MockAddTodoInteractor: AddTodoInteracting {
  /// The answers to `minimumDueDate()`; the property carries a suffix because Swift does not
  /// allow a property and a method without arguments to share a name.
  public let minimumDueDateStub: Stub<Date, Never>
  /// The answers to `addTodo(title:dueDate:)`.
  public let addTodo: Stub<Todo, AddTodoError>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.minimumDueDateStub = Stub("MockAddTodoInteractor.minimumDueDateStub", journal: journal)
    self.addTodo = Stub("MockAddTodoInteractor.addTodo(title:dueDate:)", journal: journal)
  }

  public func minimumDueDate() async -> Date {
    journal.record("interactor", "minimumDueDate()")
    return minimumDueDateStub.next(placeholder: .success(Date(timeIntervalSinceReferenceDate: 0)))
      .get()
  }

  public func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo {
    journal.record("interactor", "addTodo(title:dueDate:)", title, dueDate)
    let placeholder = Todo(
      id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
      title: title,
      dueDate: dueDate,
      createdAt: dueDate,
      updatedAt: dueDate
    )
    return try addTodo.next(placeholder: .success(placeholder)).get()
  }
}
