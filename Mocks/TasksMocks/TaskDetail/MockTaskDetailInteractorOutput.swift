public import Tasks
public import ViperMocks

/// A task detail interactor output double that journals what the use case reports.
@MainActor
public final class MockTaskDetailInteractorOutput: Mock, TaskDetailInteractorOutput {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func outputTask(_ task: TaskItem) {
    recordCall(task)
  }

  public func outputTaskNotFound(id: String) {
    recordCall(id)
  }

  public func outputTaskError(_ error: TaskRepositoryError) {
    recordCall(error)
  }

  public func outputDoneChanged(_ task: TaskItem) {
    recordCall(task)
  }

  public func outputDoneChangeError(_ error: TaskRepositoryError) {
    recordCall(error)
  }
}
