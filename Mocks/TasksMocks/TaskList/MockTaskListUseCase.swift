public import Tasks
public import ViperMocks

/// A task list use case double that journals its calls; a test answers through the presenter's
/// output methods, and can hold a fetch to play one that is still running.
@MainActor
public final class MockTaskListUseCase: Mock, TaskListUseCase {
  public let journal: Journal
  public weak var output: (any TaskListInteractorOutput)?
  /// Fetches record as `interactor.fetchAllTaskList()`, the role the use case plays.
  public nonisolated var journalSubject: String { "interactor" }
  /// Answers `fetchAllTaskList()`: `returns(())` ends each fetch at once, `suspends()` holds it.
  public let fetchAllTaskListStub = Stub<Void, Never>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func fetchAllTaskList() async {
    await fetchAllTaskListStub.suspendingAnswer(self)
  }
}
