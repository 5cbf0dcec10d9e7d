import Foundation
import Testing
import Todos
import TodosMocks
import ViperCore
import ViperCoreMocks
import ViperSpec
import ViperSpecTesting

@MainActor
@Suite struct AddTodoModuleTests {
  let journal = Journal()

  @Test func `wires the parts so a save reaches the store, the navigator and the delegate`()
    async throws
  {
    let view = AddTodoRecorderView(journal: journal)
    let navigator = NavigatorRecorder<TodosScreen>(journal: journal)
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
    var view: AddTodoRecorderView? = AddTodoRecorderView(journal: journal)
    var interactor: AddTodoInteractor? = AddTodoInteractor(
      store: InMemoryDataStore<Todo>(),
      clock: TestClock(now: Fixtures.today),
      settings: Fixtures.english,
      makeID: .sequential()
    )
    let navigator = NavigatorRecorder<TodosScreen>(journal: journal)
    let delegate = MockAddTodoModuleDelegate(journal: journal)
    var router: AddTodoRouter? = AddTodoRouter(navigator: navigator)
    weak let weakInteractor = interactor
    weak let weakRouter = router
    weak var weakPresenter: AnyObject?
    if let view, let interactor, let router {
      weakPresenter = AddTodoModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        delegate: delegate,
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
