import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct AddTodoModuleTests {
  let journal = Journal()

  @Test func `wires the parts so a save reaches the store, the navigator and the delegate`()
    async throws
  {
    let view = AddTodoRecorderView(journal: journal)
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let delegate = MockAddTodoModuleDelegate(journal: journal)
    let store = InMemoryDataStore<Todo>()

    AddTodoModule.assemble(
      view: view,
      store: store,
      clock: TestClock(now: Fixtures.today),
      settings: Fixtures.english,
      makeID: .sequential(),
      navigator: navigator,
      delegate: delegate
    )
    let presenter = try #require(view.presenter)
    await presenter.saveTapped(title: "Buy milk", dueDate: Fixtures.today)

    #expect(store.contents.map(\.title) == ["Buy milk"])
    expectTranscript(
      journal,
      """
      navigator.navigate(.dismiss)
      delegate.addTodoDidSave("Buy milk")
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let delegate = MockAddTodoModuleDelegate(journal: journal)

    expectModuleReleased(withView: AddTodoRecorderView(journal: journal)) { view in
      let interactor = AddTodoInteractor(
        store: InMemoryDataStore<Todo>(),
        clock: TestClock(now: Fixtures.today),
        settings: Fixtures.english,
        makeID: .sequential()
      )
      let router = AddTodoRouter(navigator: navigator)
      let presenter = AddTodoModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        delegate: delegate,
        settings: Fixtures.english
      )
      return [presenter, interactor, router]
    }
  }

  @Test func `does not keep the delegate alive`() {
    let view = AddTodoRecorderView(journal: journal)
    var delegate: MockAddTodoModuleDelegate? = MockAddTodoModuleDelegate(journal: journal)
    weak let weakDelegate = delegate
    AddTodoModule.assemble(
      view: view,
      interactor: MockAddTodoInteractor(journal: journal),
      router: MockAddTodoRouter(journal: journal),
      delegate: delegate,
      settings: Fixtures.english
    )

    delegate = nil

    #expect(weakDelegate == nil)
  }
}
