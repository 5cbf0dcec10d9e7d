import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoDetailModuleTests {
  let journal = Journal()

  @Test func `wires the parts so toggling and deleting reach the store and the navigator`()
    async throws
  {
    let view = TodoDetailRecorderView(journal: journal)
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let store = InMemoryDataStore([Fixtures.todo(1, "Buy milk", due: Fixtures.date(2014, 5, 29))])
    let clock = TestClock(now: Fixtures.date(2014, 5, 22))

    TodoDetailModule.assemble(
      todoID: Fixtures.id(1),
      view: view,
      store: store,
      clock: clock,
      settings: Fixtures.english,
      navigator: navigator
    )
    let presenter = try #require(view.presenter)
    await presenter.completionToggled()
    await presenter.viewAppeared()
    await presenter.completionToggled()
    #expect(store.contents.map(\.isCompleted) == [true])
    #expect(store.contents.map(\.updatedAt) == [Fixtures.date(2014, 5, 22)])
    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    #expect(store.contents.isEmpty)
    expectTranscript(
      journal,
      """
      view.render(.showing)
        title: "Buy milk"
        detail: ""
        status: Not completed
        due: May 29, 2014
      view.render(.showing)
        title: "Buy milk"
        detail: ""
        status: Completed
        due: May 29, 2014
      navigator.navigate(.pop)
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)

    expectModuleReleased(withView: TodoDetailRecorderView(journal: journal)) { view in
      let interactor = TodoDetailInteractor(
        store: InMemoryDataStore<Todo>(),
        clock: TestClock(now: Fixtures.today)
      )
      let router = TodoDetailRouter(navigator: navigator)
      let presenter = TodoDetailModule.assemble(
        todoID: Fixtures.id(1),
        view: view,
        interactor: interactor,
        router: router,
        settings: Fixtures.english
      )
      return [presenter, interactor, router]
    }
  }
}
