import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct TodoDetailInteractorTests {
  let milk = Fixtures.todo(1, "Buy milk", due: Fixtures.date(2014, 5, 29), detail: "Two liters")
  let store: InMemoryDataStore<Todo>
  let clock = TestClock(now: Fixtures.date(2014, 5, 22, 9, 30))
  let interactor: TodoDetailInteractor

  init() {
    store = InMemoryDataStore([milk])
    interactor = TodoDetailInteractor(store: store, clock: clock)
  }

  @Test func `returns the to-do with the identifier`() async throws {
    let todo = try await interactor.todo(id: milk.id)

    #expect(todo == milk)
  }

  @Test(.tags(.regression)) func `reports an unknown identifier instead of a default to-do`() async
  {
    await #expect(throws: TodoDetailError.notFound(Fixtures.id(9))) {
      try await interactor.todo(id: Fixtures.id(9))
    }
  }

  @Test func `reports a store that cannot be read`() async {
    let failure = DataStoreError.io(path: "todos.json", reason: "gone")
    store.failNextRead(with: failure)

    await #expect(throws: TodoDetailError.store(failure)) {
      try await interactor.todo(id: milk.id)
    }
  }

  @Test func `toggles completion and stamps the updated date from the clock`() async throws {
    let todo = try await interactor.toggleCompletion(id: milk.id)

    var expected = milk
    expected.isCompleted = true
    expected.updatedAt = Fixtures.date(2014, 5, 22, 9, 30)
    #expect(todo == expected)
    #expect(store.contents == [expected])
  }

  @Test func `toggles a completed to-do back to not completed`() async throws {
    _ = try await interactor.toggleCompletion(id: milk.id)

    let todo = try await interactor.toggleCompletion(id: milk.id)

    #expect(!todo.isCompleted)
    #expect(store.contents.map(\.isCompleted) == [false])
  }

  @Test func `reports an unknown identifier when toggling`() async {
    await #expect(throws: TodoDetailError.notFound(Fixtures.id(9))) {
      try await interactor.toggleCompletion(id: Fixtures.id(9))
    }
  }

  @Test func `reports a store that cannot be written when toggling and keeps the to-do`() async {
    let failure = DataStoreError.io(path: "todos.json", reason: "read-only")
    store.failNextWrite(with: failure)

    await #expect(throws: TodoDetailError.store(failure)) {
      try await interactor.toggleCompletion(id: milk.id)
    }
    #expect(store.contents == [milk])
  }

  @Test func `deletes the to-do`() async throws {
    try await interactor.deleteTodo(id: milk.id)

    #expect(store.contents.isEmpty)
  }

  @Test func `reports an unknown identifier when deleting`() async {
    await #expect(throws: TodoDetailError.notFound(Fixtures.id(9))) {
      try await interactor.deleteTodo(id: Fixtures.id(9))
    }
    #expect(store.contents == [milk])
  }

  @Test func `reports a store that cannot be written when deleting`() async {
    let failure = DataStoreError.io(path: "todos.json", reason: "read-only")
    store.failNextWrite(with: failure)

    await #expect(throws: TodoDetailError.store(failure)) {
      try await interactor.deleteTodo(id: milk.id)
    }
    #expect(store.contents == [milk])
  }
}
