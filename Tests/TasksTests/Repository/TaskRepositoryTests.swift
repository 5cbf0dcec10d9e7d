import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@Suite(.harness) struct TaskRepositoryTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let local = InMemoryDataStore<TaskItem>()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_763_456_400))
  private let repository: TaskRepository
  private let milk = TaskItem(id: "t2", title: "Buy milk")
  private let report = TaskItem(id: "t1", title: "Write the report", isDone: true)

  init() {
    remote = MockTaskRemoteService(journal: journal)
    repository = TaskRepository(local: local, remote: remote, clock: clock)
  }

  @Test func `a refresh keeps the answer on this device, in the service's order`() async throws {
    try await local.insert(TaskItem(id: "t0", title: "Deleted on the server"))
    try await local.insert(TaskItem(id: "t1", title: "Write the report, draft"))
    remote.fetchTasksStub.returns([milk, report])

    #expect(try await repository.refreshTasks() == [milk, report])
    #expect(try await repository.cachedTasks() == [milk, report])
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      """#
    )
  }

  @Test func `the cache answers without the network`() async throws {
    try await local.insert(report)

    #expect(try await repository.cachedTasks() == [report])
    expectTranscript(journal, "")
  }

  @Test func `a service that cannot be reached is asked again after 1, 2 and 4 seconds`()
    async throws
  {
    remote.fetchTasksStub.fails(with: .unavailable(reason: "offline"))

    async let refresh = repository.refreshTasks()
    await clock.waitUntilSleeping(count: 1)
    #expect(remote.fetchTasksStub.callCount == 1)
    await clock.advance(by: .milliseconds(999))
    #expect(remote.fetchTasksStub.callCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(remote.fetchTasksStub.callCount == 2)
    await clock.advance(by: .seconds(2))
    #expect(remote.fetchTasksStub.callCount == 3)
    await clock.advance(by: .seconds(4))
    #expect(remote.fetchTasksStub.callCount == 4)

    let outcome: Result<[TaskItem], any Error>
    do { outcome = .success(try await refresh) } catch { outcome = .failure(error) }
    #expect(throws: TaskRepositoryError.unavailable(reason: "offline")) { try outcome.get() }
    #expect(clock.now == Date(timeIntervalSince1970: 1_763_456_400 + 7))
    #expect(try await repository.cachedTasks().isEmpty)
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      """#
    )
  }

  @Test func `a call not answered in 15 seconds times out, and a late answer is not kept`()
    async throws
  {
    remote.fetchTasksStub.suspends()

    async let refresh = repository.refreshTasks()
    await remote.fetchTasksStub.waitUntilSuspended(count: 1)
    await clock.advance(by: .seconds(15))
    remote.fetchTasksStub.resume(returning: [report])
    await clock.waitUntilSleeping(count: 1)
    #expect(try await repository.cachedTasks().isEmpty)

    await clock.advance(by: .seconds(1))
    await remote.fetchTasksStub.waitUntilSuspended(count: 1)
    remote.fetchTasksStub.resume(returning: [milk])

    let fresh = try await refresh
    #expect(fresh == [milk])
    #expect(try await repository.cachedTasks() == [milk])
    #expect(remote.fetchTasksStub.callCount == 2)
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      service.fetchTasks()
      """#
    )
  }

  @Test func `gives up with a timeout when no call answers in time`() async throws {
    let repository = TaskRepository(
      local: local,
      remote: remote,
      clock: clock,
      schedule: RetrySchedule(timeout: .seconds(15), delays: [.seconds(1)])
    )
    remote.fetchTasksStub.suspends()

    async let refresh = repository.refreshTasks()
    for delay in [0, 1] {
      await clock.advance(by: .seconds(delay))
      await remote.fetchTasksStub.waitUntilSuspended(count: 1)
      await clock.advance(by: .seconds(15))
      remote.fetchTasksStub.resume(returning: [report])
    }

    let outcome: Result<[TaskItem], any Error>
    do { outcome = .success(try await refresh) } catch { outcome = .failure(error) }
    #expect(throws: TaskRepositoryError.timedOut) { try outcome.get() }
    #expect(try await repository.cachedTasks().isEmpty)
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      service.fetchTasks()
      """#
    )
  }

  @Test func `a service that ends cancelled calls is given up after 67 seconds of silence`()
    async throws
  {
    remote.fetchTasksStub.suspends(whenCancelled: .unavailable(reason: "cancelled"))
    let start = clock.now

    async let refresh = repository.refreshTasks()
    // Four calls of 15 seconds, with waits of 1, 2 and 4 seconds between them: 67 seconds.
    await clock.advance(by: .seconds(66))
    #expect(remote.fetchTasksStub.callCount == 4)
    #expect(remote.fetchTasksStub.suspendedCallCount == 1)
    await clock.advance(by: .seconds(1))

    let outcome: Result<[TaskItem], any Error>
    do { outcome = .success(try await refresh) } catch { outcome = .failure(error) }
    #expect(throws: TaskRepositoryError.timedOut) { try outcome.get() }
    #expect(clock.now == start.addingTimeInterval(67))
    #expect(remote.fetchTasksStub.suspendedCallCount == 0)
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      service.fetchTasks()
      """#
    )
  }

  @Test func `a refusal is not asked again`() async throws {
    remote.fetchTasksStub.fails(with: .refused(reason: "not a member of the team"))

    await #expect(throws: TaskRepositoryError.refused(reason: "not a member of the team")) {
      try await repository.refreshTasks()
    }
    expectTranscript(journal, "service.fetchTasks()")
  }

  @Test func `an answer this device cannot keep is reported`() async throws {
    let failure = DataStoreError.io(path: "tasks.json", reason: "disk full")
    local.failNextWrite(with: failure)
    remote.fetchTasksStub.returns([milk])

    await #expect(throws: TaskRepositoryError.store(failure)) {
      try await repository.refreshTasks()
    }
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      """#
    )
  }

  @Test func `a cancelled refresh stops waiting and asks no more`() async throws {
    remote.fetchTasksStub.fails(with: .unavailable(reason: "offline"))

    let refresh = Task { try await repository.refreshTasks() }
    await clock.waitUntilSleeping(count: 1)
    refresh.cancel()

    await #expect(throws: TaskRepositoryError.cancelled) { try await refresh.value }
    #expect(remote.fetchTasksStub.callCount == 1)
    expectTranscript(
      journal,
      #"""
      service.fetchTasks()
      """#
    )
  }
}
