public import Tasks
public import ViperMocks

/// A create-task wireframe double that journals where the form leads.
@MainActor
public final class MockCreateTaskWireframe: Mock, CreateTaskWireframe {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func dismissCreateTaskView() {
    recordCall()
  }
}
