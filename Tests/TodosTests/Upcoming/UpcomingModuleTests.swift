import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct UpcomingModuleTests {
  let journal = Journal()

  @Test func `wires the view, presenter, interactor and router to each other`() async throws {
    let view = UpcomingRecorderView(journal: journal)
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let store = InMemoryDataStore([Fixtures.todo(1, "Get a haircut", due: Fixtures.today)])

    UpcomingModule.assemble(
      view: view,
      store: store,
      clock: TestClock(now: Fixtures.today),
      settings: Fixtures.english,
      navigator: navigator
    )
    let presenter = try #require(view.presenter)
    await presenter.viewAppeared()
    await presenter.addTapped()

    expectTranscript(
      journal,
      """
      view.render(.sections)
        Today [check]
          "Get a haircut"
      navigator.navigate(.present(.addTodo, style: .modal))
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)

    expectModuleReleased(withView: UpcomingRecorderView(journal: journal)) { view in
      let interactor = UpcomingInteractor(
        store: InMemoryDataStore<Todo>(),
        clock: TestClock(now: Fixtures.today),
        settings: Fixtures.english
      )
      let router = UpcomingRouter(navigator: navigator)
      let presenter = UpcomingModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        clock: TestClock(now: Fixtures.today),
        settings: Fixtures.english
      )
      return [presenter, interactor, router]
    }
  }

  @Test func `refreshes after the add module saves and not after it cancels`() async throws {
    let store = InMemoryDataStore<Todo>()
    let clock = TestClock(now: Fixtures.today)
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let upcomingView = UpcomingRecorderView(journal: journal)
    let upcoming = UpcomingModule.assemble(
      view: upcomingView,
      store: store,
      clock: clock,
      settings: Fixtures.english,
      navigator: navigator
    )
    await upcomingView.appear()
    await upcoming.addTapped()
    let addView = AddTodoRecorderView(journal: journal)
    let add = AddTodoModule.assemble(
      view: addView,
      store: store,
      clock: clock,
      settings: Fixtures.english,
      makeID: .sequential(),
      navigator: navigator,
      delegate: upcoming
    )

    await add.cancelTapped()
    await add.saveTapped(title: "Buy groceries", dueDate: Fixtures.date(2014, 5, 22))

    expectTranscript(
      journal,
      """
      view.render(.noContent)
      navigator.navigate(.present(.addTodo, style: .modal))
      navigator.navigate(.dismiss)
      navigator.navigate(.dismiss)
      view.render(.sections)
        Tomorrow [alarm]
          "Buy groceries" · Thursday
      """
    )
  }
}
