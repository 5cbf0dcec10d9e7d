import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct AddTodoRecorderViewTests {
  let journal = Journal()

  @Test func `records the form on one line and a message on the next`() {
    let view = AddTodoRecorderView(journal: journal)
    let today = Fixtures.date(2014, 5, 21, 0)

    view.render(AddTodoViewState(title: "Milk", dueDate: today, minimumDueDate: today))
    view.render(
      AddTodoViewState(title: "", dueDate: today, minimumDueDate: today, message: "Enter a title.")
    )

    #expect(view.states.map(\.title) == ["Milk", ""])
    expectTranscript(
      journal,
      """
      view.render(title: "Milk", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
      view.render(title: "", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
        message: "Enter a title."
      """
    )
  }
}
