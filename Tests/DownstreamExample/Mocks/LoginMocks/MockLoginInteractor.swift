public import Login
public import ViperMocks

/// A stubbed sign-in use case that journals its calls.
public final class MockLoginInteractor: LoginInteracting {
  /// The answers to `signIn(account:password:)`.
  public let signIn: Stub<Session, LoginError>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.signIn = Stub("MockLoginInteractor.signIn(account:password:)", journal: journal)
  }

  public func signIn(account: String, password: String) async throws(LoginError) -> Session {
    journal.record("interactor", "signIn(account:password:)", account, password)
    return try signIn.next(placeholder: .failure(.wrongCredentials)).get()
  }
}
