public import Foundation
public import Todos
public import ViperMocks

/// A stubbed add interactor that records its calls in ``calls`` and the journal.
public final class MockAddTodoInteractor: AddTodoInteracting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `startOfToday()` was called.
    case startOfToday
    /// `addTodo(title:dueDate:)` was called with these arguments.
    case addTodo(title: String, dueDate: Date)
  }

  /// The answers to `startOfToday()`; the property carries a suffix because Swift does not
  /// allow a property and a method without arguments to share a name.
  public let startOfTodayStub: Stub<Date, Never>
  /// The answers to `addTodo(title:dueDate:)`.
  public let addTodo: Stub<Todo, AddTodoError>
  private let journal: Journal
  private let recorded = LockedState<[Call]>([])

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.startOfTodayStub = Stub(
      "MockAddTodoInteractor.startOfToday()",
      property: "startOfTodayStub",
      journal: journal
    )
    self.addTodo = Stub("MockAddTodoInteractor.addTodo(title:dueDate:)", journal: journal)
  }

  /// Every call received, in order.
  public var calls: [Call] {
    recorded.withLock { $0 }
  }

  public func startOfToday() async -> Date {
    recorded.withLock { $0.append(.startOfToday) }
    journal.record("interactor", "startOfToday()")
    return startOfTodayStub.next(placeholder: .success(Date(timeIntervalSinceReferenceDate: 0)))
      .get()
  }

  public func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo {
    recorded.withLock { $0.append(.addTodo(title: title, dueDate: dueDate)) }
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
