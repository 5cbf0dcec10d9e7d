public import Tasks
public import ViperMocks

/// A task detail wireframe double that journals where the screen leads.
@MainActor
public final class MockTaskDetailWireframe: Mock, TaskDetailWireframe {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func popTaskDetailView() {
    recordCall()
  }
}
