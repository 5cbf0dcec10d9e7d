public import Login
public import ViperMocks

/// A login router double that journals where the screen leads.
@MainActor
public final class MockLoginRouter: Mock, LoginRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showHome(for session: Session) {
    recordCall(session)
  }
}
