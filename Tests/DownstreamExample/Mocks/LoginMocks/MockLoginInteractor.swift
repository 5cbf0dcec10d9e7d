public import Login
public import ViperMocks

/// A stubbed sign-in use case that journals its calls.
public final class MockLoginInteractor: Mock, LoginInteracting {
  public let journal: Journal
  /// Answers `signIn(account:password:)`.
  public let signIn = Stub<Session, LoginError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func signIn(account: String, password: String) async throws(LoginError) -> Session {
    try await signIn.suspendingAnswer(self, account, password, placeholderError: .wrongCredentials)
  }
}
