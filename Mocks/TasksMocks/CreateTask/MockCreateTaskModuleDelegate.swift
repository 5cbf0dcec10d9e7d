public import Tasks
public import ViperMocks

/// A create-task delegate double that journals the tasks it hears about, by title.
@MainActor
public final class MockCreateTaskModuleDelegate: Mock, CreateTaskModuleDelegate {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func createTaskDidCreateTask(_ task: TaskItem) async {
    recordCall(task.title)
  }
}
