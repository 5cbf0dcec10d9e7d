public import Frogs
public import ViperMocks

/// A home screen router double that journals the tab switches.
@MainActor
public final class MockHomeTabsRouter: Mock, HomeTabsRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func select(_ tab: HomeTab) {
    recordCall(tab)
  }
}
