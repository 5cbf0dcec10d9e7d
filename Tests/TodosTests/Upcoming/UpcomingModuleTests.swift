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
    presenter.addTapped()

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
}
