public import Tasks
public import ViperMocks

/// A task list wireframe double that journals where the screen leads.
@MainActor
public final class MockTaskListWireframe: Mock, TaskListWireframe {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func presentCreateTaskView() {
    recordCall()
  }

  public func pushTaskDetailView(taskId: String) {
    recordCall(taskId)
  }
}
