import Foundation
import Testing
import Todos
import TodosMocks
import ViperCore
import ViperCoreMocks
import ViperSpec
import ViperSpecTesting

@MainActor
@Suite struct UpcomingModuleTests {
  let journal = Journal()

  @Test func `wires the view, presenter, interactor and router to each other`() async throws {
    let view = UpcomingRecorderView(journal: journal)
    let navigator = NavigatorRecorder<TodosScreen>(journal: journal)
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
    var view: UpcomingRecorderView? = UpcomingRecorderView(journal: journal)
    var interactor: UpcomingInteractor? = UpcomingInteractor(
      store: InMemoryDataStore<Todo>(),
      clock: TestClock(now: Fixtures.today),
      settings: Fixtures.english
    )
    let navigator = NavigatorRecorder<TodosScreen>(journal: journal)
    var router: UpcomingRouter? = UpcomingRouter(navigator: navigator)
    weak let weakInteractor = interactor
    weak let weakRouter = router
    weak var weakPresenter: AnyObject?
    if let view, let interactor, let router {
      weakPresenter = UpcomingModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        clock: TestClock(now: Fixtures.today),
        settings: Fixtures.english
      )
    }
    interactor = nil
    router = nil
    #expect(weakPresenter != nil)

    view = nil

    #expect(weakPresenter == nil)
    #expect(weakInteractor == nil)
    #expect(weakRouter == nil)
  }

  @Test func `refreshes after the add module saves and not after it cancels`() async throws {
    let store = InMemoryDataStore<Todo>()
    let clock = TestClock(now: Fixtures.today)
    let navigator = NavigatorRecorder<TodosScreen>(journal: journal)
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
