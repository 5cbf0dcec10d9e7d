// The example test the README shows, kept here so that it always compiles and passes; the
// README's copy must match it line for line (DocumentationSnippetTests). It uses public API
// only, so that a reader can copy it.

import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct AddTodoPresenterExample {
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
      settings: CalendarSettings(
        timeZone: .gmt,
        locale: Locale(identifier: "en_US"),
        firstWeekday: .sunday
      )
    )
    let friday = Date(timeIntervalSince1970: 1_400_846_400)  // 2014-05-23T12:00:00Z
    let milk = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
    interactor.addTodo.returns(
      Todo(id: milk, title: "Buy milk", dueDate: friday, createdAt: friday, updatedAt: friday)
    )

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
