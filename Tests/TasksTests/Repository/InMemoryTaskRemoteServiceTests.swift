import Foundation
import Tasks
import Testing

@Suite struct InMemoryTaskRemoteServiceTests {
  private let ana = Member(id: "ana", name: "Ana")

  @Test func `creates tasks with the next free identifier, in order`() async throws {
    let service = InMemoryTaskRemoteService(
      tasks: [TaskItem(id: "task-2", title: "Book the venue")],
      members: [ana]
    )

    let milk = try await service.createTask(TaskDraft(title: "Buy milk", assignee: ana))
    let report = try await service.createTask(TaskDraft(title: "Write the report"))

    #expect(milk == TaskItem(id: "task-1", title: "Buy milk", assignee: ana))
    #expect(report.id == "task-3")
    #expect(try await service.fetchTasks().map(\.id) == ["task-2", "task-1", "task-3"])
    #expect(try await service.fetchMembers() == [ana])
  }

  @Test func `updates a task it holds and refuses one it does not`() async throws {
    let service = InMemoryTaskRemoteService(tasks: [TaskItem(id: "t1", title: "Buy milk")])

    try await service.updateTask(TaskItem(id: "t1", title: "Buy milk", isDone: true))
    #expect(try await service.fetchTasks() == [TaskItem(id: "t1", title: "Buy milk", isDone: true)])
    await #expect(throws: TaskRemoteError.refused(reason: "the team has no task t9")) {
      try await service.updateTask(TaskItem(id: "t9", title: "Gone"))
    }
  }
}
