import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct UpcomingInteractorTests {
  let clock = TestClock(now: Fixtures.today)

  private func interactor(
    _ todos: [Todo],
    settings: CalendarSettings = Fixtures.english
  ) -> (UpcomingInteractor, InMemoryDataStore<Todo>) {
    let store = InMemoryDataStore(todos)
    return (UpcomingInteractor(store: store, clock: clock, settings: settings), store)
  }

  @Test(.tags(.ported)) func `finds to-dos from the start of today through the end of next week`()
    async throws
  {
    let (interactor, _) = interactor([
      Fixtures.todo(1, "Yesterday", due: Fixtures.date(2014, 5, 20, 23, 59, 59)),
      Fixtures.todo(2, "Start of today", due: Fixtures.date(2014, 5, 21, 0)),
      Fixtures.todo(3, "End of next week", due: Fixtures.date(2014, 5, 31, 23, 59, 59)),
      Fixtures.todo(4, "Week after next", due: Fixtures.date(2014, 6, 1, 0)),
    ])

    let items = try await interactor.upcomingItems()

    #expect(items.map(\.title) == ["Start of today", "End of next week"])
  }

  @Test(.tags(.ported)) func `returns an empty list when the store is empty`() async throws {
    let (interactor, _) = interactor([])

    let items = try await interactor.upcomingItems()

    #expect(items.isEmpty)
  }

  @Test(.tags(.ported)) func `returns an empty list when no to-do is due soon`() async throws {
    let (interactor, _) = interactor([
      Fixtures.todo(1, "Long ago", due: Fixtures.date(2014, 1, 1))
    ])

    let items = try await interactor.upcomingItems()

    #expect(items.isEmpty)
  }

  @Test(.tags(.ported)) func `returns one item for today when one to-do is due today`() async throws
  {
    let (interactor, _) = interactor([Fixtures.todo(1, "Item 1", due: Fixtures.today)])

    let items = try await interactor.upcomingItems()

    #expect(
      items == [
        UpcomingItem(id: Fixtures.id(1), title: "Item 1", dueDate: Fixtures.today, relation: .today)
      ]
    )
  }

  @Test(.tags(.regression)) func `orders items by due date, then title`() async throws {
    let (interactor, _) = interactor([
      Fixtures.todo(1, "Zebra", due: Fixtures.date(2014, 5, 23)),
      Fixtures.todo(2, "Walk", due: Fixtures.date(2014, 5, 22)),
      Fixtures.todo(3, "Apple", due: Fixtures.date(2014, 5, 23)),
    ])

    let items = try await interactor.upcomingItems()

    #expect(items.map(\.title) == ["Walk", "Apple", "Zebra"])
    #expect(items.map(\.relation) == [.tomorrow, .laterThisWeek, .laterThisWeek])
  }

  @Test(.tags(.regression)) func `reads the clock once per search`() async throws {
    let clock = ReadCountingClock(now: Fixtures.date(2014, 5, 23))
    let store = InMemoryDataStore([
      Fixtures.todo(1, "Friday", due: Fixtures.date(2014, 5, 23)),
      Fixtures.todo(2, "Saturday", due: Fixtures.date(2014, 5, 24)),
    ])
    let interactor = UpcomingInteractor(store: store, clock: clock, settings: Fixtures.english)

    let items = try await interactor.upcomingItems()

    #expect(clock.reads == 1)
    #expect(items.map(\.relation) == [.today, .tomorrow])
  }

  @Test(.tags(.regression)) func `includes the sunday that ends a monday-first next week`()
    async throws
  {
    let (interactor, _) = interactor(
      [Fixtures.todo(1, "Sunday", due: Fixtures.date(2014, 6, 1))],
      settings: Fixtures.mondayFirst
    )

    let items = try await interactor.upcomingItems()

    #expect(items.map(\.relation) == [.nextWeek])
  }

  @Test(.tags(.regression)) func `reports a store that cannot be read`() async {
    let (interactor, store) = interactor([Fixtures.todo(1, "Item 1", due: Fixtures.today)])
    let failure = DataStoreError.io(path: "todos.json", reason: "disk unplugged")
    store.failNextRead(with: failure)

    await #expect(throws: UpcomingError.store(failure)) {
      try await interactor.upcomingItems()
    }
  }
}
