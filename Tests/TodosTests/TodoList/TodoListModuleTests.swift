import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoListModuleTests {
  let journal = Journal()

  @Test func `wires the parts so a confirmed deletion reaches the store`() async throws {
    let view = TodoListRecorderView(journal: journal)
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let store = InMemoryDataStore([Fixtures.todo(1, "Buy milk", due: Fixtures.today)])

    TodoListModule.assemble(
      view: view,
      store: store,
      settings: Fixtures.english,
      navigator: navigator
    )
    let presenter = try #require(view.presenter)
    await presenter.viewAppeared()
    await presenter.rowSelected(id: Fixtures.id(1))
    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    #expect(store.contents.isEmpty)
    expectTranscript(
      journal,
      """
      view.render(.rows)
        [ ] "Buy milk" · Not completed
      navigator.navigate(.push(.todoDetail(id: 00000000-0000-0000-0000-000000000001)))
      view.render(.empty)
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)

    expectModuleReleased(withView: TodoListRecorderView(journal: journal)) { view in
      let interactor = TodoListInteractor(store: InMemoryDataStore<Todo>())
      let router = TodoListRouter(navigator: navigator)
      let presenter = TodoListModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        settings: Fixtures.english
      )
      return [presenter, interactor, router]
    }
  }
}
