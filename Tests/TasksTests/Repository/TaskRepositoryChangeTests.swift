import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

/// The repository's work on this device (a refresh's copy, a task by id, done or not done, a new
/// task) on each store the contract suite proves equal.
@Suite(.harness) struct TaskRepositoryChangeTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let folder: TemporaryFolder
  private let milk = TaskItem(id: "t2", title: "Buy milk")
  private let report = TaskItem(id: "t1", title: "Write the report")

  init() throws {
    remote = MockTaskRemoteService(journal: journal)
    folder = try TemporaryFolder(label: "task-repository")
  }

  private func repository(
    on kind: LocalStoreKind,
    holding tasks: [TaskItem] = []
  ) async throws -> (TaskRepository, any DataStore<TaskItem>) {
    let local = kind.makeStore(in: folder)
    for task in tasks { try await local.insert(task) }
    return (TaskRepository(local: local, remote: remote, clock: clock), local)
  }

  @Test(arguments: LocalStoreKind.allCases)
  func `a task is read from this device, and an unknown id finds nothing`(
    _ kind: LocalStoreKind
  ) async throws {
    let (repository, _) = try await repository(on: kind, holding: [milk, report])

    #expect(try await repository.task(id: "t1") == report)
    #expect(try await repository.task(id: "t9") == nil)
    expectTranscript(journal, "")
  }

  @Test(arguments: LocalStoreKind.allCases)
  func `marking a task done saves it on this device before the service answers`(
    _ kind: LocalStoreKind
  ) async throws {
    let (repository, local) = try await repository(on: kind, holding: [milk, report])
    remote.updateTask.suspends()

    async let change = repository.setDone(true, taskId: "t2")
    await remote.updateTask.waitUntilSuspended()
    var done = milk
    done.isDone = true
    #expect(try await local.all() == [done, report])
    remote.updateTask.resume(returning: ())

    #expect(try await change == done)
    #expect(try await local.all() == [done, report])
    expectTranscript(
      journal,
      """
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """
    )
  }

  @Test(arguments: LocalStoreKind.allCases)
  func `a change the service refuses is put back on this device`(
    _ kind: LocalStoreKind
  ) async throws {
    let (repository, local) = try await repository(on: kind, holding: [milk, report])
    remote.updateTask.fails(with: .refused(reason: "the task was deleted"))

    await #expect(throws: TaskRepositoryError.refused(reason: "the task was deleted")) {
      try await repository.setDone(true, taskId: "t2")
    }
    #expect(try await local.all() == [milk, report])
    expectTranscript(
      journal,
      #"""
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """#
    )
  }

  @Test func `a change the service does not answer in 15 seconds is put back`() async throws {
    let (repository, local) = try await repository(on: .inMemory, holding: [milk])
    remote.updateTask.suspends(whenCancelled: .unavailable(reason: "cancelled"))

    async let change = repository.setDone(true, taskId: "t2")
    await remote.updateTask.waitUntilSuspended()
    await clock.advance(by: .milliseconds(14_999))
    #expect(try await local.all().first?.isDone == true)
    await clock.advance(by: .milliseconds(1))

    let outcome: Result<TaskItem, any Error>
    do { outcome = .success(try await change) } catch { outcome = .failure(error) }
    #expect(throws: TaskRepositoryError.timedOut) { try outcome.get() }
    #expect(try await local.all() == [milk])
    #expect(remote.updateTask.callCount == 1)
    expectTranscript(
      journal,
      #"""
      service.updateTask(
        TaskItem(id: "t2", title: "Buy milk", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """#
    )
  }

  @Test func `a task missing on this device is not sent`() async throws {
    let (repository, _) = try await repository(on: .inMemory, holding: [report])

    await #expect(throws: TaskRepositoryError.notFound(id: "t2")) {
      try await repository.setDone(true, taskId: "t2")
    }
    expectTranscript(journal, "")
  }

  @Test(arguments: LocalStoreKind.allCases)
  func `a new task is created on the service, then kept on this device`(
    _ kind: LocalStoreKind
  ) async throws {
    let (repository, local) = try await repository(on: kind, holding: [report])
    let draft = TaskDraft(title: "Buy milk", assignee: Member(id: "ben", name: "Ben"))
    let created = TaskItem(id: "t3", title: "Buy milk", assignee: draft.assignee)
    remote.createTask.returns(created)

    #expect(try await repository.createTask(draft) == created)
    #expect(try await local.all() == [report, created])
    expectTranscript(
      journal,
      """
      service.createTask(
        TaskDraft(title: "Buy milk", details: "", assignee: Member(id: "ben", name: "Ben"), dueDate: nil),
      )
      """
    )
  }

  @Test func `a create that fails is not asked again and keeps nothing`() async throws {
    let (repository, local) = try await repository(on: .inMemory)
    remote.createTask.fails(with: .unavailable(reason: "offline"))

    await #expect(throws: TaskRepositoryError.unavailable(reason: "offline")) {
      try await repository.createTask(TaskDraft(title: "Buy milk"))
    }
    await clock.run()
    #expect(remote.createTask.callCount == 1)
    #expect(try await local.all().isEmpty)
    expectTranscript(
      journal,
      #"""
      service.createTask(TaskDraft(title: "Buy milk", details: "", assignee: nil, dueDate: nil))
      """#
    )
  }

  @Test(arguments: LocalStoreKind.allCases)
  func `a refresh replaces the copy on this device, in the service's order`(
    _ kind: LocalStoreKind
  ) async throws {
    let stale = TaskItem(id: "t0", title: "Deleted on the server")
    let (repository, local) = try await repository(on: kind, holding: [stale, report])
    remote.fetchTasksStub.returns([milk, report])

    #expect(try await repository.refreshTasks() == [milk, report])
    #expect(try await local.all() == [milk, report])
    expectTranscript(journal, "service.fetchTasks()")
  }
}
