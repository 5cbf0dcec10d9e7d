public import Frogs
public import ViperMocks

/// A stubbed authentication service that journals its calls; its calls can be held, to play a
/// slow server against the login's timeout.
public final class MockAuthenticationService: Mock, AuthenticationService {
  public let journal: Journal
  /// Answers `authenticate(account:password:)`.
  public let authenticate = Stub<Void, AuthenticationError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func authenticate(account: String, password: String) async throws(AuthenticationError) {
    try await authenticate.suspendingAnswer(self, account, password)
  }
}
