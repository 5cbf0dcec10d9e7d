public import Tasks
public import ViperMocks

/// A create-task use case double that journals its calls; a test answers through the
/// presenter's output methods, and can hold a call to play one that is still running.
@MainActor
public final class MockCreateTaskUseCase: Mock, CreateTaskUseCase {
  public let journal: Journal
  public weak var output: (any CreateTaskInteractorOutput)?
  /// Calls record as `interactor.…`, the role the use case plays.
  public nonisolated var journalSubject: String { "interactor" }
  /// Answers `fetchMembers()`: `returns(())` ends each call at once, `suspends()` holds it.
  public let fetchMembersStub = Stub<Void, Never>()
  /// Answers `createTask(_:)`: `returns(())` ends each call at once, `suspends()` holds it.
  public let createTask = Stub<Void, Never>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func fetchMembers() async {
    await fetchMembersStub.suspendingAnswer(self)
  }

  public func createTask(_ input: TaskDraft) async {
    await createTask.suspendingAnswer(self, input)
  }
}
