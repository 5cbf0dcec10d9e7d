import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct CreateTaskInteractorTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let local = InMemoryDataStore<TaskItem>()
  /// Wednesday 2026-11-18 09:00 UTC.
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let output: MockCreateTaskInteractorOutput
  private let interactor: CreateTaskInteractor

  init() {
    remote = MockTaskRemoteService(journal: journal)
    output = MockCreateTaskInteractorOutput(journal: journal)
    interactor = CreateTaskInteractor(
      repository: TaskRepository(local: local, remote: remote, clock: clock),
      members: MemberRepository(remote: remote, clock: clock),
      clock: clock,
      settings: .utcEnglish
    )
    interactor.output = output
  }

  @Test func `sends the trimmed task to the service, keeps it, and reports it`() async throws {
    let created = TaskItem(id: "t3", title: "Buy milk", details: "Two litres.")
    remote.createTask.returns(created)

    await interactor.createTask(TaskDraft(title: "  Buy milk\n", details: " Two litres. "))

    expectTranscript(
      journal,
      """
      service.createTask(
        TaskDraft(title: "Buy milk", details: "Two litres.", assignee: nil, dueDate: nil),
      )
      output.outputCreatedTask(
        TaskItem(
          id: "t3",
          title: "Buy milk",
          details: "Two litres.",
          assignee: nil,
          dueDate: nil,
          isDone: false,
        ),
      )
      """
    )
    #expect(try await local.all() == [created])
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func `a blank title is refused before anything is sent`(_ title: String) async {
    await interactor.createTask(TaskDraft(title: title, details: "Two litres."))

    expectTranscript(journal, "output.outputInputProblems([.titleMissing])")
  }

  @Test func `a title of 100 characters is taken, of 101 refused, counted as a person does`()
    async
  {
    // "é" written as "e" and a combining accent is one character to a reader, two scalars.
    let hundred = String(repeating: "e\u{301}", count: 100)
    remote.createTask.returns(TaskItem(id: "t3", title: hundred))

    await interactor.createTask(TaskDraft(title: " " + hundred + " "))
    await interactor.createTask(TaskDraft(title: hundred + "!"))

    #expect(remote.createTask.callCount == 1)
    let entries = journal.takeUnassertedEntries().map(\.text)
    #expect(entries.last == "output.outputInputProblems([.titleTooLong(length: 101, limit: 100)])")
  }

  @Test func `a due day before today is refused, and today is taken`() async {
    let endOfYesterday = Date(timeIntervalSince1970: 1_794_992_400 - 9 * 3_600 - 1)
    let startOfToday = Date(timeIntervalSince1970: 1_794_992_400 - 9 * 3_600)
    remote.createTask.returns(TaskItem(id: "t3", title: "Buy milk", dueDate: startOfToday))

    await interactor.createTask(TaskDraft(title: "", dueDate: endOfYesterday))
    await interactor.createTask(TaskDraft(title: "Buy milk", dueDate: startOfToday))

    #expect(remote.createTask.callCount == 1)
    let entries = journal.takeUnassertedEntries().map(\.text)
    #expect(entries.first == "output.outputInputProblems([.titleMissing, .dueDateInPast])")
  }

  @Test func `reports why the service did not create the task`() async {
    remote.createTask.fails(with: .refused(reason: "the team is archived"))

    await interactor.createTask(TaskDraft(title: "Buy milk"))

    expectTranscript(
      journal,
      """
      service.createTask(TaskDraft(title: "Buy milk", details: "", assignee: nil, dueDate: nil))
      output.outputCreateTaskError(.refused(reason: "the team is archived"))
      """
    )
  }

  @Test func `sends the members, or why they are missing`() async {
    remote.fetchMembersStub.answers([
      .success([Member(id: "ana", name: "Ana")]), .failure(.unavailable(reason: "offline")),
    ])

    await interactor.fetchMembers()
    await interactor.fetchMembers()

    expectTranscript(
      journal,
      """
      service.fetchMembers()
      output.outputMembers(["Ana"])
      service.fetchMembers()
      output.outputMembersError(.unavailable(reason: "offline"))
      """
    )
  }

  @Test func `a create cancelled with its form reports nothing and keeps nothing`() async throws {
    remote.createTask.suspends(whenCancelled: .unavailable(reason: "cancelled"))

    let create = Task { await interactor.createTask(TaskDraft(title: "Buy milk")) }
    await remote.createTask.waitUntilSuspended()
    create.cancel()
    await create.value

    expectTranscript(
      journal,
      """
      service.createTask(TaskDraft(title: "Buy milk", details: "", assignee: nil, dueDate: nil))
      """
    )
    #expect(try await local.all().isEmpty)
  }
}
