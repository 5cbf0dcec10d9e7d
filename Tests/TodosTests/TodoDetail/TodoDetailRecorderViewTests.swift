import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoDetailRecorderViewTests {
  let journal = Journal()

  @Test func `records one field per line`() {
    let view = TodoDetailRecorderView(journal: journal)
    let content = TodoDetailContent(
      title: "Buy milk",
      detail: "Two liters",
      isCompleted: false,
      status: "Not completed",
      dueDate: "May 29, 2014"
    )

    view.render(.showing(content))
    view.render(.notFound(message: "This to-do no longer exists."))

    expectTranscript(
      journal,
      """
      view.render(.showing)
        title: "Buy milk"
        detail: "Two liters"
        status: Not completed
        due: May 29, 2014
      view.render(.notFound("This to-do no longer exists."))
      """
    )
  }
}
