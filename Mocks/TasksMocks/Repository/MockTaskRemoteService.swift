public import Tasks
public import ViperMocks

/// A stubbed remote task service that journals its calls; its calls can be held, to play a slow
/// network against the repository's timeout.
public final class MockTaskRemoteService: Mock, TaskRemoteService {
  public let journal: Journal
  /// Answers `fetchTasks()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let fetchTasksStub = Stub<[TaskItem], TaskRemoteError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func fetchTasks() async throws(TaskRemoteError) -> [TaskItem] {
    try await fetchTasksStub.suspendingAnswer(self)
  }
}
