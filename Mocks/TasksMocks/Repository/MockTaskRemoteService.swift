public import Tasks
public import ViperMocks

/// A stubbed remote task service that journals its calls; its calls can be held, to play a slow
/// network against the repository's timeout.
public final class MockTaskRemoteService: Mock, TaskRemoteService {
  public let journal: Journal
  /// Answers `fetchTasks()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let fetchTasksStub = Stub<[TaskItem], TaskRemoteError>()
  /// Answers `fetchMembers()`.
  public let fetchMembersStub = Stub<[Member], TaskRemoteError>()
  /// Answers `createTask(_:)`; unstubbed, a call fails as unavailable.
  public let createTask = Stub<TaskItem, TaskRemoteError>()
  /// Answers `updateTask(_:)`.
  public let updateTask = Stub<Void, TaskRemoteError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func fetchTasks() async throws(TaskRemoteError) -> [TaskItem] {
    try await fetchTasksStub.suspendingAnswer(self)
  }

  public func fetchMembers() async throws(TaskRemoteError) -> [Member] {
    try await fetchMembersStub.suspendingAnswer(self)
  }

  public func createTask(_ draft: TaskDraft) async throws(TaskRemoteError) -> TaskItem {
    try await createTask.suspendingAnswer(
      self,
      draft,
      placeholderError: .unavailable(reason: "createTask is not stubbed")
    )
  }

  public func updateTask(_ task: TaskItem) async throws(TaskRemoteError) {
    try await updateTask.suspendingAnswer(self, task)
  }
}
