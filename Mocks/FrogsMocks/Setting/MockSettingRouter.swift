public import Frogs
public import ViperMocks

/// A setting router double that journals where the screen leads.
@MainActor
public final class MockSettingRouter: Mock, SettingRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showAbout() {
    recordCall()
  }

  public func showLogoutConfirmation() {
    recordCall()
  }
}
