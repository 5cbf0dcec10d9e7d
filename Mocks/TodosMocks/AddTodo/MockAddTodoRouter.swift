public import Todos
public import ViperMocks

/// An add-form router double that journals its calls.
@MainActor
public final class MockAddTodoRouter: Mock, AddTodoRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func dismiss() {
    recordCall()
  }
}
