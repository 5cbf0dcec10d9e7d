public import Frogs
public import ViperMocks

/// A root router double that journals each swap.
@MainActor
public final class MockRootRouter: Mock, RootRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showLogin() {
    recordCall()
  }

  public func showHome() {
    recordCall()
  }
}
