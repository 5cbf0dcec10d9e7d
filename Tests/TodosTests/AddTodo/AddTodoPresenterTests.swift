import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct AddTodoPresenterTests {
  let journal = Journal()
  let view: AddTodoRecorderView
  let interactor: MockAddTodoInteractor
  let router: MockAddTodoRouter
  let delegate: MockAddTodoModuleDelegate
  let startOfToday = Fixtures.date(2014, 5, 21, 0)

  init() {
    view = AddTodoRecorderView(journal: journal)
    interactor = MockAddTodoInteractor(journal: journal)
    router = MockAddTodoRouter(journal: journal)
    delegate = MockAddTodoModuleDelegate(journal: journal)
  }

  private func presenter(settings: CalendarSettings = Fixtures.english) -> AddTodoPresenter {
    AddTodoPresenter(
      view: view,
      interactor: interactor,
      router: router,
      delegate: delegate,
      settings: settings
    )
  }

  @Test func `shows an empty form whose default and minimum due date is today`() async {
    interactor.startOfTodayStub.returns(startOfToday)

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.startOfToday()
      view.render(title: "", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
      """
    )
  }

  @Test func `saves, then dismisses, then tells the delegate`() async {
    let due = Fixtures.date(2014, 5, 23)
    // The store's to-do, told apart from what was typed: the delegate gets the saved one.
    interactor.addTodo.returns(Fixtures.todo(1, "Buy milk (saved)", due: due))

    await presenter().saveTapped(title: "Buy milk", dueDate: due)

    expectTranscript(
      journal,
      """
      interactor.addTodo(title: "Buy milk", dueDate: 2014-05-23T12:00:00Z)
      router.dismiss()
      delegate.addTodoDidSave("Buy milk (saved)")
      """
    )
  }

  @Test func `cancelling dismisses, then tells the delegate`() async {
    await presenter().cancelTapped()

    expectTranscript(
      journal,
      """
      router.dismiss()
      delegate.addTodoDidCancel()
      """
    )
  }

  @Test(.tags(.regression)) func `keeps the typed input and shows why a blank title is refused`()
    async
  {
    interactor.startOfTodayStub.returns(startOfToday)
    interactor.addTodo.fails(with: .blankTitle)
    let presenter = presenter()
    await presenter.viewAppeared()

    await presenter.saveTapped(title: "   ", dueDate: Fixtures.date(2014, 5, 23))

    expectTranscript(
      journal,
      """
      interactor.startOfToday()
      view.render(title: "", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
      interactor.addTodo(title: "   ", dueDate: 2014-05-23T12:00:00Z)
      interactor.startOfToday()
      view.render(title: "   ", due: 2014-05-23T12:00:00Z, minimum: 2014-05-21T00:00:00Z)
        message: "Enter a title."
      """
    )
  }

  @Test(.tags(.regression))
  func `reads the minimum due date anew when a form left open past midnight refuses a date`()
    async
  {
    interactor.startOfTodayStub.returns(sequence: [startOfToday, Fixtures.date(2014, 5, 22, 0)])
    interactor.addTodo.fails(with: .dueDateInPast)
    let presenter = presenter()
    await presenter.viewAppeared()

    await presenter.saveTapped(title: "Milk", dueDate: Fixtures.date(2014, 5, 21))

    expectTranscript(
      journal,
      """
      interactor.startOfToday()
      view.render(title: "", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
      interactor.addTodo(title: "Milk", dueDate: 2014-05-21T12:00:00Z)
      interactor.startOfToday()
      view.render(title: "Milk", due: 2014-05-21T12:00:00Z, minimum: 2014-05-22T00:00:00Z)
        message: "Choose a due date from today on."
      """
    )
  }

  @Test(.tags(.regression)) func `keeps the input and dismisses nothing when the store fails`()
    async
  {
    interactor.startOfTodayStub.returns(startOfToday)
    interactor.addTodo.fails(with: .store(.io(path: "todos.json", reason: "disk full")))

    await presenter().saveTapped(title: "Buy milk", dueDate: Fixtures.date(2014, 5, 23))

    expectTranscript(
      journal,
      """
      interactor.addTodo(title: "Buy milk", dueDate: 2014-05-23T12:00:00Z)
      interactor.startOfToday()
      view.render(title: "Buy milk", due: 2014-05-23T12:00:00Z, minimum: 2014-05-21T00:00:00Z)
        message: "The to-do could not be saved."
      """
    )
  }

  nonisolated static let messages: [(AddTodoError, CalendarSettings, String)] = [
    (.blankTitle, Fixtures.english, "Enter a title."),
    (.blankTitle, Fixtures.japanese, "文字を入力してください"),
    (.titleTooLong(limit: 20), Fixtures.english, "Use at most 20 characters."),
    (.titleTooLong(limit: 20), Fixtures.japanese, "20文字以内にしてください"),
    (.dueDateInPast, Fixtures.english, "Choose a due date from today on."),
    (.dueDateInPast, Fixtures.japanese, "期限は今日以降の日付にしてください"),
    (.store(.notFound(id: "1")), Fixtures.english, "The to-do could not be saved."),
    (.store(.notFound(id: "1")), Fixtures.japanese, "ToDoを保存できませんでした。"),
  ]

  @Test(arguments: messages)
  func `explains each refusal in the user's language`(
    error: AddTodoError,
    settings: CalendarSettings,
    message: String
  ) async {
    interactor.startOfTodayStub.returns(startOfToday)
    interactor.addTodo.fails(with: error)

    await presenter(settings: settings).saveTapped(title: "x", dueDate: startOfToday)

    #expect(view.states.map(\.message) == [message])
    #expect(view.states.map(\.title) == ["x"])
    // The view's states are asserted above; only the message is this test's subject.
    journal.skipUnassertedEntries()
  }
}
