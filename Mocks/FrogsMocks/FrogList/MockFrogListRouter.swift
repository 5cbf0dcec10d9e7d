public import Frogs
public import ViperMocks

/// A frog list router double that journals where the screen leads.
@MainActor
public final class MockFrogListRouter: Mock, FrogListRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showFrog(id: String) {
    recordCall(id)
  }

  public func showAbout() {
    recordCall()
  }
}
