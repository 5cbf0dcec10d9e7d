public import Login
public import ViperMocks

/// A login router double that journals where the screen leads.
@MainActor
public final class MockLoginRouter: LoginRouting {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showHome(for session: Session) {
    journal.record("router", "showHome(for:)", session)
  }
}
