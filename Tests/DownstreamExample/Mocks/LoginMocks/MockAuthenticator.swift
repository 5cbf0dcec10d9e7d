public import Login
public import ViperMocks

/// A stubbed authentication service that journals its calls.
public final class MockAuthenticator: Mock, Authenticating {
  public let journal: Journal
  /// Answers `authenticate(account:password:)`.
  public let authenticate = Stub<Bool, Never>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func authenticate(account: String, password: String) async -> Bool {
    await authenticate.suspendingAnswer(self, account, password, placeholder: false)
  }
}
