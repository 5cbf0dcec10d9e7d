import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskDetailInteractorTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let local = InMemoryDataStore<TaskItem>()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let output: MockTaskDetailInteractorOutput
  private let interactor: TaskDetailInteractor
  private let milk = TaskItem(id: "t2", title: "Buy milk")

  init() {
    remote = MockTaskRemoteService(journal: journal)
    output = MockTaskDetailInteractorOutput(journal: journal)
    interactor = TaskDetailInteractor(
      repository: TaskRepository(local: local, remote: remote, clock: clock)
    )
    interactor.output = output
  }

  @Test func `sends the task from this device, or that it is not there`() async throws {
    try await local.insert(milk)

    await interactor.fetchTask(id: "t2")
    await interactor.fetchTask(id: "t9")

    expectTranscript(
      journal,
      """
      output.outputTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: false),
      )
      output.outputTaskNotFound(id: "t9")
      """
    )
  }

  @Test func `sends why the task could not be read`() async {
    let failure = DataStoreError.io(path: "tasks.json", reason: "permission denied")
    local.failNextRead(with: failure)

    await interactor.fetchTask(id: "t2")

    expectTranscript(
      journal,
      """
      output.outputTaskError(.store(.io(path: "tasks.json", reason: "permission denied")))
      """
    )
  }

  @Test func `sends the changed task once the service took it`() async throws {
    try await local.insert(milk)
    remote.updateTask.returns(())

    await interactor.setDone(true, taskId: "t2")

    expectTranscript(
      journal,
      """
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      output.outputDoneChanged(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """
    )
  }

  @Test func `sends why a change was not kept, after 15 seconds without an answer`() async throws {
    try await local.insert(milk)
    remote.updateTask.suspends(whenCancelled: .unavailable(reason: "cancelled"))

    async let change: Void = interactor.setDone(true, taskId: "t2")
    await remote.updateTask.waitUntilSuspended()
    await clock.advance(by: .seconds(15))
    await change

    expectTranscript(
      journal,
      """
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      output.outputDoneChangeError(.timedOut)
      """
    )
    #expect(try await local.all() == [milk])
  }

  @Test func `a change cancelled with its screen reports nothing`() async throws {
    try await local.insert(milk)
    remote.updateTask.suspends(whenCancelled: .unavailable(reason: "cancelled"))

    let change = Task { await interactor.setDone(true, taskId: "t2") }
    await remote.updateTask.waitUntilSuspended()
    change.cancel()
    await change.value

    expectTranscript(
      journal,
      """
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """
    )
    #expect(try await local.all() == [milk])
  }
}
