import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct AddTodoInteractorTests {
  let store = InMemoryDataStore<Todo>()
  let clock = TestClock(now: Fixtures.today)
  let interactor: AddTodoInteractor

  init() {
    interactor = AddTodoInteractor(
      store: store,
      clock: clock,
      settings: Fixtures.english,
      makeID: .sequential()
    )
  }

  static let twentyCharacterTitles = [
    String(repeating: "a", count: 20),
    String(repeating: "👨‍👩‍👧", count: 20),
    String(repeating: "e\u{301}", count: 20),
    String(repeating: "🇯🇵", count: 20),
  ]

  static let twentyOneCharacterTitles = twentyCharacterTitles.map { $0 + "x" }

  @Test func `stores a to-do with an identifier and dates from the clock`() async throws {
    let due = Fixtures.date(2014, 5, 23)

    let todo = try await interactor.addTodo(title: "Buy milk", dueDate: due)

    let expected = Todo(
      id: Fixtures.id(1),
      title: "Buy milk",
      dueDate: due,
      createdAt: Fixtures.today,
      updatedAt: Fixtures.today
    )
    #expect(todo == expected)
    #expect(store.contents == [expected])
  }

  @Test func `trims surrounding whitespace from the title`() async throws {
    let todo = try await interactor.addTodo(title: "  Buy milk \n", dueDate: Fixtures.today)

    #expect(todo.title == "Buy milk")
  }

  @Test(.tags(.regression)) func `offers the start of today as the minimum due date`() async {
    let minimum = await interactor.startOfToday()

    #expect(minimum == Fixtures.date(2014, 5, 21, 0))
  }

  @Test func `finds the start of today in the injected time zone`() async {
    let interactor = AddTodoInteractor(
      store: store,
      clock: TestClock(now: Fixtures.date(2014, 5, 21, 20)),
      settings: Fixtures.japanese,
      makeID: .sequential()
    )

    let minimum = await interactor.startOfToday()

    #expect(minimum == Fixtures.date(2014, 5, 22, 0, in: Fixtures.tokyo))
  }

  @Test(.tags(.regression), arguments: ["", " ", "   ", "\n\t "])
  func `rejects a blank title`(title: String) async {
    await #expect(throws: AddTodoError.blankTitle) {
      try await interactor.addTodo(title: title, dueDate: Fixtures.today)
    }
    #expect(store.contents.isEmpty)
  }

  @Test(.tags(.regression), arguments: twentyCharacterTitles)
  func `accepts a title of twenty characters`(title: String) async throws {
    let todo = try await interactor.addTodo(title: title, dueDate: Fixtures.today)

    #expect(todo.title == title)
  }

  @Test(.tags(.regression), arguments: twentyOneCharacterTitles)
  func `rejects a title of twenty-one characters`(title: String) async {
    await #expect(throws: AddTodoError.titleTooLong(limit: 20)) {
      try await interactor.addTodo(title: title, dueDate: Fixtures.today)
    }
    #expect(store.contents.isEmpty)
  }

  @Test func `counts the length after trimming`() async throws {
    let title = "  " + String(repeating: "a", count: 20) + "  "

    let todo = try await interactor.addTodo(title: title, dueDate: Fixtures.today)

    #expect(todo.title.count == 20)
  }

  @Test func `honours a configured length limit`() async {
    let interactor = AddTodoInteractor(
      store: store,
      clock: clock,
      settings: Fixtures.english,
      makeID: .sequential(),
      maximumTitleLength: 5
    )

    await #expect(throws: AddTodoError.titleTooLong(limit: 5)) {
      try await interactor.addTodo(title: "Buy milk", dueDate: Fixtures.today)
    }
  }

  @Test(.tags(.regression)) func `rejects a due date before today`() async {
    await #expect(throws: AddTodoError.dueDateInPast) {
      try await interactor.addTodo(
        title: "Buy milk",
        dueDate: Fixtures.date(2014, 5, 20, 23, 59, 59)
      )
    }
    #expect(store.contents.isEmpty)
  }

  @Test func `accepts a due date earlier today`() async throws {
    let todo = try await interactor.addTodo(
      title: "Buy milk",
      dueDate: Fixtures.date(2014, 5, 21, 0)
    )

    #expect(todo.dueDate == Fixtures.date(2014, 5, 21, 0))
  }

  @Test func `reports a blank title before a past due date`() async {
    await #expect(throws: AddTodoError.blankTitle) {
      try await interactor.addTodo(title: " ", dueDate: Fixtures.date(2000, 1, 1))
    }
  }

  @Test(.tags(.regression)) func `reports a store that cannot be written and stores nothing`() async
  {
    let failure = DataStoreError.io(path: "todos.json", reason: "disk full")
    store.failNextWrite(with: failure)

    await #expect(throws: AddTodoError.store(failure)) {
      try await interactor.addTodo(title: "Buy milk", dueDate: Fixtures.today)
    }
    #expect(store.contents.isEmpty)
  }
}
