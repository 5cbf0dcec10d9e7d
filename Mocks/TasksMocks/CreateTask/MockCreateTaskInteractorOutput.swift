public import Tasks
public import ViperMocks

/// A create-task interactor output double that journals what the use case reports.
@MainActor
public final class MockCreateTaskInteractorOutput: Mock, CreateTaskInteractorOutput {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func outputMembers(_ members: [Member]) {
    recordCall(members.map(\.name))
  }

  public func outputMembersError(_ error: TaskRepositoryError) {
    recordCall(error)
  }

  public func outputInputProblems(_ problems: [CreateTaskInputProblem]) {
    recordCall(problems)
  }

  public func outputCreatedTask(_ task: TaskItem) {
    recordCall(task)
  }

  public func outputCreateTaskError(_ error: TaskRepositoryError) {
    recordCall(error)
  }
}
