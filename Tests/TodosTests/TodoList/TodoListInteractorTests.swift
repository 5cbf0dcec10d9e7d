import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct TodoListInteractorTests {
  @Test func `lists every to-do, completed or not, by due date, then title`() async throws {
    let store = InMemoryDataStore([
      Fixtures.todo(1, "Pay rent", due: Fixtures.date(2014, 6, 1)),
      Fixtures.todo(2, "Walk", due: Fixtures.date(2014, 5, 22), isCompleted: true),
      Fixtures.todo(3, "Buy milk", due: Fixtures.date(2014, 6, 1)),
    ])
    let interactor = TodoListInteractor(store: store)

    let todos = try await interactor.todos()

    #expect(todos.map(\.title) == ["Walk", "Buy milk", "Pay rent"])
  }

  @Test func `lists nothing from an empty store`() async throws {
    let interactor = TodoListInteractor(store: InMemoryDataStore<Todo>())

    let todos = try await interactor.todos()

    #expect(todos.isEmpty)
  }

  @Test func `reports a store that cannot be read`() async {
    let store = InMemoryDataStore<Todo>()
    let failure = DataStoreError.corrupt(path: "todos.json", reason: "truncated")
    store.failNextRead(with: failure)
    let interactor = TodoListInteractor(store: store)

    await #expect(throws: TodoListError.store(failure)) {
      try await interactor.todos()
    }
  }

  @Test func `deletes a to-do by its identifier`() async throws {
    let keep = Fixtures.todo(1, "Keep", due: Fixtures.today)
    let store = InMemoryDataStore([keep, Fixtures.todo(2, "Delete", due: Fixtures.today)])
    let interactor = TodoListInteractor(store: store)

    try await interactor.deleteTodo(id: Fixtures.id(2))

    #expect(store.contents == [keep])
  }

  @Test func `reports an unknown identifier when deleting`() async {
    let store = InMemoryDataStore([Fixtures.todo(1, "Keep", due: Fixtures.today)])
    let interactor = TodoListInteractor(store: store)

    await #expect(throws: TodoListError.notFound(Fixtures.id(9))) {
      try await interactor.deleteTodo(id: Fixtures.id(9))
    }
    #expect(store.contents.count == 1)
  }

  @Test func `reports a store that cannot be written and keeps the to-do`() async {
    let store = InMemoryDataStore([Fixtures.todo(1, "Keep", due: Fixtures.today)])
    let failure = DataStoreError.io(path: "todos.json", reason: "read-only")
    store.failNextWrite(with: failure)
    let interactor = TodoListInteractor(store: store)

    await #expect(throws: TodoListError.store(failure)) {
      try await interactor.deleteTodo(id: Fixtures.id(1))
    }
    #expect(store.contents.count == 1)
  }
}
