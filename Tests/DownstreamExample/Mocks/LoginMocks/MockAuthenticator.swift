public import Login
public import ViperMocks

/// A stubbed authentication service that journals its calls.
public final class MockAuthenticator: Authenticating {
  /// The answers to `authenticate(account:password:)`.
  public let authenticate: Stub<Bool, Never>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.authenticate = Stub("MockAuthenticator.authenticate(account:password:)", journal: journal)
  }

  public func authenticate(account: String, password: String) async -> Bool {
    journal.record("authenticator", "authenticate(account:password:)", account, password)
    return authenticate.next(placeholder: .success(false)).get()
  }
}
