import Testing
import Todos
import TodosMocks
import ViperTesting

/// The example test the README shows, kept here so that it always compiles and passes.
@MainActor
@Suite(.harness) struct ReadmeExampleTests {
  @Test func `saves, then dismisses, then tells the list`() async {
    let journal = Journal()
    let view = AddTodoRecorderView(journal: journal)
    let interactor = MockAddTodoInteractor(journal: journal)
    let delegate = MockAddTodoModuleDelegate(journal: journal)
    let presenter = AddTodoPresenter(
      view: view,
      interactor: interactor,
      router: MockAddTodoRouter(journal: journal),
      delegate: delegate,
      settings: Fixtures.english
    )
    let friday = Fixtures.date(2014, 5, 23)
    interactor.addTodo.returns(Fixtures.todo(1, "Buy milk", due: friday))

    await presenter.saveTapped(title: "Buy milk", dueDate: friday)

    expectTranscript(
      journal,
      """
      interactor.addTodo(title: "Buy milk", dueDate: 2014-05-23T12:00:00Z)
      router.dismiss()
      delegate.addTodoDidSave("Buy milk")
      """
    )
  }
}
