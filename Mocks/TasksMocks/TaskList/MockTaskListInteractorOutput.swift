public import Tasks
public import ViperMocks

/// A task list interactor output double that journals what the use case reports.
@MainActor
public final class MockTaskListInteractorOutput: Mock, TaskListInteractorOutput {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func outputCachedTaskList(_ taskList: [TaskItem]) {
    recordCall(taskList.map(\.id))
  }

  public func outputAllTaskList(_ taskList: [TaskItem]) {
    recordCall(taskList.map(\.id))
  }

  public func outputTaskListError(_ error: TaskRepositoryError) {
    recordCall(error)
  }
}
