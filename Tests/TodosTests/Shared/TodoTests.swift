import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct TodoTests {
  @Test(.tags(.regression)) func `survives a round trip through the file store`() async throws {
    let folder = try TemporaryFolder(label: "todo")
    let todo = Fixtures.todo(
      1,
      "確定申告する",
      due: Fixtures.date(2014, 5, 29),
      detail: "今年は4/16まで延期になった。",
      isCompleted: true
    )
    try await FileDataStore<Todo>(fileURL: folder.file("todos.json")).insert(todo)

    let reread = try await FileDataStore<Todo>(fileURL: folder.file("todos.json")).all()

    #expect(reread == [todo])
  }

  @Test func `defaults to an empty detail and not completed`() {
    let todo = Todo(
      id: Fixtures.id(1),
      title: "Buy milk",
      dueDate: Fixtures.today,
      createdAt: Fixtures.today,
      updatedAt: Fixtures.today
    )

    #expect(todo.detail == "")
    #expect(!todo.isCompleted)
  }
}
