import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoDetailPresenterTests {
  let journal = Journal()
  let view: TodoDetailRecorderView
  let interactor: MockTodoDetailInteractor
  let router: MockTodoDetailRouter
  let milk = Fixtures.todo(1, "Buy milk", due: Fixtures.date(2014, 5, 29), detail: "Two liters")

  init() {
    view = TodoDetailRecorderView(journal: journal)
    interactor = MockTodoDetailInteractor(journal: journal)
    router = MockTodoDetailRouter(journal: journal)
  }

  private func presenter(
    id: UUID = Fixtures.id(1),
    settings: CalendarSettings = Fixtures.english
  ) -> TodoDetailPresenter {
    TodoDetailPresenter(
      todoID: id,
      view: view,
      interactor: interactor,
      router: router,
      settings: settings
    )
  }

  private func shownPresenter() async -> TodoDetailPresenter {
    interactor.todo.returns(milk)
    let presenter = presenter()
    await presenter.viewAppeared()
    expectTranscript(
      journal,
      #"""
      interactor.todo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.showing)
        title: "Buy milk"
        detail: "Two liters"
        status: Not completed
        due: May 29, 2014
      """#
    )
    return presenter
  }

  @Test func `shows the title, detail, status and due date`() async {
    interactor.todo.returns(milk)

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.showing)
        title: "Buy milk"
        detail: "Two liters"
        status: Not completed
        due: May 29, 2014
      """
    )
  }

  @Test func `shows the sample's completed to-do in japanese`() async {
    interactor.todo.returns(
      Fixtures.todo(
        1,
        "歯医者の予約を取る",
        due: Fixtures.date(2014, 5, 29),
        detail: "土曜日の11:00くらい",
        isCompleted: true
      )
    )

    await presenter(settings: Fixtures.japanese).viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.showing)
        title: "歯医者の予約を取る"
        detail: "土曜日の11:00くらい"
        status: 完了
        due: 2014年5月29日
      """
    )
  }

  @Test(.tags(.regression)) func `formats the due date in the injected time zone`() async {
    interactor.todo.returns(Fixtures.todo(1, "Late", due: Fixtures.date(2014, 5, 28, 20)))

    await presenter(settings: Fixtures.japanese).viewAppeared()

    #expect(view.states.count == 1)
    if case .showing(let content) = view.states.first {
      #expect(content.dueDate == "2014年5月29日")
    }
    // The view's states are asserted above; only the date's format is this test's subject.
    journal.skipUnassertedEntries()
  }

  @Test(.tags(.regression)) func `shows the not-found state for an unknown identifier`() async {
    interactor.todo.fails(with: .notFound(Fixtures.id(9)))

    await presenter(id: Fixtures.id(9)).viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todo(id: 00000000-0000-0000-0000-000000000009)
      view.render(.notFound("This to-do no longer exists."))
      """
    )
  }

  @Test func `shows an error when the to-do cannot be read`() async {
    interactor.todo.fails(with: .store(.io(path: "todos.json", reason: "gone")))

    await presenter(settings: Fixtures.japanese).viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.failed("ToDoを読み込めませんでした。"))
      """
    )
  }

  @Test func `toggling completion shows the new status`() async {
    let presenter = await shownPresenter()
    var done = milk
    done.isCompleted = true
    interactor.toggleCompletion.returns(done)

    await presenter.completionToggled()

    expectTranscript(
      journal,
      """
      interactor.toggleCompletion(id: 00000000-0000-0000-0000-000000000001)
      view.render(.showing)
        title: "Buy milk"
        detail: "Two liters"
        status: Completed
        due: May 29, 2014
      """
    )
  }

  @Test func `toggling a to-do deleted elsewhere shows the not-found state`() async {
    let presenter = await shownPresenter()
    interactor.toggleCompletion.fails(with: .notFound(milk.id))

    await presenter.completionToggled()

    expectTranscript(
      journal,
      """
      interactor.toggleCompletion(id: 00000000-0000-0000-0000-000000000001)
      view.render(.notFound("This to-do no longer exists."))
      """
    )
  }

  @Test func `shows an error when the toggle cannot be saved`() async {
    let presenter = await shownPresenter()
    interactor.toggleCompletion.fails(with: .store(.io(path: "todos.json", reason: "full")))

    await presenter.completionToggled()

    expectTranscript(
      journal,
      """
      interactor.toggleCompletion(id: 00000000-0000-0000-0000-000000000001)
      view.render(.failed("The to-do could not be saved."))
      """
    )
  }

  @Test func `does not toggle when no to-do is shown`() async {
    interactor.todo.fails(with: .notFound(milk.id))
    let presenter = presenter()
    await presenter.viewAppeared()
    expectTranscript(
      journal,
      #"""
      interactor.todo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.notFound("This to-do no longer exists."))
      """#
    )

    await presenter.completionToggled()
    await presenter.deleteTapped()

    expectTranscript(journal, "")
  }

  @Test func `asks before deleting, naming the to-do`() async {
    let presenter = await shownPresenter()

    await presenter.deleteTapped()

    expectTranscript(
      journal,
      """
      router.showDeleteConfirmation(
        Alert(
          title: "Delete “Buy milk”?",
          message: nil,
          actions: [
            AlertAction(id: "cancel", title: "Cancel", role: .cancel),
            AlertAction(
              id: "delete:00000000-0000-0000-0000-000000000001",
              title: "Delete",
              role: .destructive,
            ),
          ],
        ),
      )
      """
    )
  }

  @Test func `deletes, then pops, when the deletion is confirmed`() async {
    let presenter = await shownPresenter()
    interactor.deleteTodo.returns(())

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    expectTranscript(
      journal,
      """
      interactor.deleteTodo(id: 00000000-0000-0000-0000-000000000001)
      router.close()
      """
    )
  }

  @Test func `does nothing when the deletion is cancelled`() async {
    let presenter = await shownPresenter()

    await presenter.alertActionChosen("cancel")

    expectTranscript(journal, "")
  }

  @Test func `ignores a confirmation for another to-do`() async {
    let presenter = await shownPresenter()

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000002")

    expectTranscript(journal, "")
  }

  @Test func `pops when the confirmed to-do was already deleted`() async {
    let presenter = await shownPresenter()
    interactor.deleteTodo.fails(with: .notFound(milk.id))

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    expectTranscript(
      journal,
      """
      interactor.deleteTodo(id: 00000000-0000-0000-0000-000000000001)
      router.close()
      """
    )
  }

  @Test func `shows an error and stays when the deletion fails`() async {
    let presenter = await shownPresenter()
    interactor.deleteTodo.fails(with: .store(.io(path: "todos.json", reason: "read-only")))

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    expectTranscript(
      journal,
      """
      interactor.deleteTodo(id: 00000000-0000-0000-0000-000000000001)
      view.render(.failed("The to-do could not be deleted."))
      """
    )
  }
}
