import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct TodoListRecorderViewTests {
  let journal = Journal()

  @Test func `records each row with a checkbox and its status`() {
    let view = TodoListRecorderView(journal: journal)

    view.render(
      .rows([
        TodoListRow(id: Fixtures.id(1), title: "Buy milk", isCompleted: false, status: "未完了"),
        TodoListRow(id: Fixtures.id(2), title: "Pay rent", isCompleted: true, status: "完了"),
      ])
    )
    view.render(.empty)

    expectTranscript(
      journal,
      """
      view.render(.rows)
        [ ] "Buy milk" · 未完了
        [x] "Pay rent" · 完了
      view.render(.empty)
      """
    )
  }
}
