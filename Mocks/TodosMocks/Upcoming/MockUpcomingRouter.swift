public import Todos
public import ViperMocks

/// An upcoming router double that journals its calls.
@MainActor
public final class MockUpcomingRouter: Mock, UpcomingRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func presentAddTodo() {
    recordCall()
  }
}
