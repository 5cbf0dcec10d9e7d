import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoListPresenterTests {
  let journal = Journal()
  let view: TodoListRecorderView
  let interactor: MockTodoListInteractor
  let router: MockTodoListRouter
  let milk = Fixtures.todo(1, "Buy milk", due: Fixtures.date(2014, 5, 22))
  let rent = Fixtures.todo(2, "Pay rent", due: Fixtures.date(2014, 5, 23), isCompleted: true)

  init() {
    view = TodoListRecorderView(journal: journal)
    interactor = MockTodoListInteractor(journal: journal)
    router = MockTodoListRouter(journal: journal)
  }

  private func presenter(settings: CalendarSettings = Fixtures.english) -> TodoListPresenter {
    TodoListPresenter(view: view, interactor: interactor, router: router, settings: settings)
  }

  private func shownPresenter(
    settings: CalendarSettings = Fixtures.english
  ) async
    -> TodoListPresenter
  {
    interactor.todosStub.returns([milk, rent])
    let presenter = presenter(settings: settings)
    await presenter.viewAppeared()
    // The first load is the setting of the tests that use this; `shows every to-do with its
    // completion` asserts its transcript.
    _ = journal.takeUnassertedEntries()
    return presenter
  }

  @Test(.tags(.regression)) func `shows every to-do with its completion`() async {
    interactor.todosStub.returns([milk, rent])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.rows)
        [ ] "Buy milk" · Not completed
        [x] "Pay rent" · Completed
      """
    )
  }

  @Test func `shows the sample's to-dos with their status in japanese`() async {
    interactor.todosStub.returns([
      Fixtures.todo(1, "カレーの具材を買う", due: Fixtures.today),
      Fixtures.todo(2, "歯医者の予約を取る", due: Fixtures.today, isCompleted: true),
    ])

    await presenter(settings: Fixtures.japanese).viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.rows)
        [ ] "カレーの具材を買う" · 未完了
        [x] "歯医者の予約を取る" · 完了
      """
    )
  }

  @Test func `shows the empty state when there are no to-dos`() async {
    interactor.todosStub.returns([])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.empty)
      """
    )
  }

  @Test(.tags(.regression)) func `shows an error when the to-dos cannot be read`() async {
    interactor.todosStub.fails(with: .store(.io(path: "todos.json", reason: "gone")))

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.failed("The to-dos could not be loaded."))
      """
    )
  }

  @Test func `pushes the detail of the selected to-do`() async {
    let presenter = await shownPresenter()

    await presenter.rowSelected(id: rent.id)

    expectTranscript(journal, "router.showDetail(for: 00000000-0000-0000-0000-000000000002)")
  }

  @Test func `reloads instead of pushing when the selected row is stale`() async {
    let presenter = await shownPresenter()
    interactor.todosStub.returns([milk])

    await presenter.rowSelected(id: Fixtures.id(9))

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.rows)
        [ ] "Buy milk" · Not completed
      """
    )
  }

  @Test func `asks before deleting, naming the to-do`() async {
    let presenter = await shownPresenter()

    await presenter.deleteTapped(id: milk.id)

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

  @Test func `asks before deleting in japanese`() async throws {
    let presenter = await shownPresenter(settings: Fixtures.japanese)

    await presenter.deleteTapped(id: milk.id)

    // The alert's texts are asserted below from the last entry; the rest is not the subject.
    journal.skipUnassertedEntries()
    let entry = try #require(journal.entries.last)
    #expect(entry.text.contains(#"title: "『Buy milk』を削除します。よろしいですか？""#))
    #expect(entry.text.contains(#"title: "キャンセル""#))
    #expect(entry.text.contains(#"title: "削除""#))
  }

  @Test(.tags(.regression)) func `reloads instead of asking when the row to delete is stale`() async
  {
    let presenter = await shownPresenter()
    interactor.todosStub.returns([])

    await presenter.deleteTapped(id: Fixtures.id(9))

    expectTranscript(
      journal,
      """
      interactor.todos()
      view.render(.empty)
      """
    )
  }

  @Test(.tags(.regression)) func `deletes by identifier when the deletion is confirmed`() async {
    let presenter = await shownPresenter()
    interactor.deleteTodo.returns(())
    interactor.todosStub.returns([rent])

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    expectTranscript(
      journal,
      """
      interactor.deleteTodo(id: 00000000-0000-0000-0000-000000000001)
      interactor.todos()
      view.render(.rows)
        [x] "Pay rent" · Completed
      """
    )
  }

  @Test func `does nothing when the deletion is cancelled`() async {
    let presenter = await shownPresenter()

    await presenter.alertActionChosen("cancel")

    expectTranscript(journal, "")
  }

  @Test func `reloads when the confirmed to-do was already deleted`() async {
    let presenter = await shownPresenter()
    interactor.deleteTodo.fails(with: .notFound(milk.id))
    interactor.todosStub.returns([rent])

    await presenter.alertActionChosen("delete:00000000-0000-0000-0000-000000000001")

    expectTranscript(
      journal,
      """
      interactor.deleteTodo(id: 00000000-0000-0000-0000-000000000001)
      interactor.todos()
      view.render(.rows)
        [x] "Pay rent" · Completed
      """
    )
  }

  @Test func `shows an error when the deletion fails`() async {
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

  @Test(.tags(.regression)) func `keeps working after its view is gone`() async {
    var view: TodoListRecorderView? = TodoListRecorderView(journal: journal)
    interactor.todosStub.returns([milk])
    let presenter = view.map {
      TodoListPresenter(
        view: $0,
        interactor: interactor,
        router: router,
        settings: Fixtures.english
      )
    }

    view = nil
    await presenter?.viewAppeared()

    expectTranscript(journal, "interactor.todos()")
  }
}
