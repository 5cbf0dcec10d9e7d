import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskListInteractorTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let local = InMemoryDataStore<TaskItem>()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_763_456_400))
  private let output: MockTaskListInteractorOutput
  private let interactor: TaskListInteractor
  private let report = TaskItem(id: "t1", title: "Write the report")
  private let milk = TaskItem(id: "t2", title: "Buy milk")

  init() {
    remote = MockTaskRemoteService(journal: journal)
    output = MockTaskListInteractorOutput(journal: journal)
    interactor = TaskListInteractor(
      repository: TaskRepository(local: local, remote: remote, clock: clock)
    )
    interactor.output = output
  }

  @Test func `sends the tasks on this device before it asks the service`() async throws {
    try await local.insert(report)
    remote.fetchTasksStub.returns([milk, report])

    await interactor.fetchAllTaskList()

    expectTranscript(
      journal,
      """
      output.outputCachedTaskList(["t1"])
      service.fetchTasks()
      output.outputAllTaskList(["t2", "t1"])
      """
    )
  }

  @Test func `sends nothing early when nothing is on this device`() async {
    remote.fetchTasksStub.returns([])

    await interactor.fetchAllTaskList()

    expectTranscript(
      journal,
      """
      service.fetchTasks()
      output.outputAllTaskList([])
      """
    )
  }

  @Test func `an unreadable copy on this device still lets the refresh answer`() async {
    local.failNextRead(with: .io(path: "tasks.log", reason: "permission denied"))
    remote.fetchTasksStub.returns([milk])

    await interactor.fetchAllTaskList()

    expectTranscript(
      journal,
      """
      service.fetchTasks()
      output.outputAllTaskList(["t2"])
      """
    )
  }

  @Test func `reports the last failure once the retries on the clock are used up`() async {
    remote.fetchTasksStub.fails(with: .unavailable(reason: "offline"))

    async let fetch: Void = interactor.fetchAllTaskList()
    await clock.waitUntilSleeping()
    await clock.advance(by: .seconds(1 + 2 + 4))
    await fetch

    expectTranscript(
      journal,
      """
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      output.outputTaskListError(.unavailable(reason: "offline"))
      """
    )
  }

  @Test func `a cancelled refresh reports nothing`() async {
    remote.fetchTasksStub.fails(with: .unavailable(reason: "offline"))

    await withTaskGroup(of: Void.self) { group in
      group.addTask { await interactor.fetchAllTaskList() }
      await clock.waitUntilSleeping()
      group.cancelAll()
    }

    expectTranscript(journal, "service.fetchTasks()")
  }
}
