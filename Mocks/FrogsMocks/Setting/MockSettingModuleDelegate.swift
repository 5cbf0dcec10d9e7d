public import Frogs
public import ViperMocks

/// A setting module delegate double that journals the logouts it is told about.
@MainActor
public final class MockSettingModuleDelegate: Mock, SettingModuleDelegate {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func logoutDidFinish() async {
    recordCall()
  }
}
