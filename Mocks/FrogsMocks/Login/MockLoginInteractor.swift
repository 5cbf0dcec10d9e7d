public import Frogs
public import ViperMocks

/// A stubbed login use case that journals its calls.
public final class MockLoginInteractor: Mock, LoginInteracting {
  public let journal: Journal
  /// Answers `validate(account:password:)`.
  public let validate = Stub<Void, LoginError>()
  /// Answers `logIn(account:password:)`; hold its calls with `suspends()` to play a slow service.
  public let logIn = Stub<Session, LoginError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func validate(account: String, password: String) throws(LoginError) {
    try validate.answer(self, account, password)
  }

  public func logIn(account: String, password: String) async throws(LoginError) -> Session {
    try await logIn.suspendingAnswer(self, account, password, placeholderError: .serviceUnavailable)
  }
}
