public import Tasks
public import ViperMocks

/// A task detail use case double that journals its calls; a test answers through the
/// presenter's output methods, and can hold a call to play one that is still running.
@MainActor
public final class MockTaskDetailUseCase: Mock, TaskDetailUseCase {
  public let journal: Journal
  public weak var output: (any TaskDetailInteractorOutput)?
  /// Calls record as `interactor.…`, the role the use case plays.
  public nonisolated var journalSubject: String { "interactor" }
  /// Answers `fetchTask(id:)`: `returns(())` ends each call at once, `suspends()` holds it.
  public let fetchTask = Stub<Void, Never>()
  /// Answers `setDone(_:taskId:)`: `returns(())` ends each call at once, `suspends()` holds it.
  public let setDone = Stub<Void, Never>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func fetchTask(id: String) async {
    await fetchTask.suspendingAnswer(self, id)
  }

  public func setDone(_ isDone: Bool, taskId: String) async {
    await setDone.suspendingAnswer(self, isDone, taskId)
  }
}
