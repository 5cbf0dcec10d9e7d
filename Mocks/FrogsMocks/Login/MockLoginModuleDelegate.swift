public import Frogs
public import ViperMocks

/// A login module delegate double that journals each login that succeeded.
@MainActor
public final class MockLoginModuleDelegate: Mock, LoginModuleDelegate {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func loginDidSucceed(_ session: Session) async {
    recordCall(session)
  }
}
