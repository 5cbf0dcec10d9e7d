public import Tasks
public import ViperMocks

/// A task detail delegate double that journals the changes it hears about.
@MainActor
public final class MockTaskDetailModuleDelegate: Mock, TaskDetailModuleDelegate {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func taskDetailDidChangeTask(_ task: TaskItem) {
    recordCall(task)
  }
}
