public import ViperCore

/// The sign-in use case: validates the input, asks the service, and stores the session.
public final class LoginInteractor: LoginInteracting {
  private let authenticator: any Authenticating
  private let sessions: any DataStore<Session>
  private let clock: any DateClock

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - authenticator: The service that knows the accounts.
  ///   - sessions: Where the signed-in session is stored.
  ///   - clock: The clock that stamps the session.
  public init(
    authenticator: any Authenticating,
    sessions: any DataStore<Session>,
    clock: any DateClock
  ) {
    self.authenticator = authenticator
    self.sessions = sessions
    self.clock = clock
  }

  public func signIn(account: String, password: String) async throws(LoginError) -> Session {
    let account = account.trimmingCharacters(in: .whitespaces)
    guard !account.isEmpty else { throw .blankAccount }
    guard Self.isEmailAddress(account) else { throw .malformedAccount }
    guard !password.isEmpty else { throw .blankPassword }
    guard await authenticator.authenticate(account: account, password: password) else {
      throw .wrongCredentials
    }
    let session = Session(id: account, signedInAt: clock.now)
    do {
      if try await sessions.entity(withID: account) == nil {
        try await sessions.insert(session)
      } else {
        try await sessions.update(session)
      }
    } catch {
      throw .store(error)
    }
    return session
  }

  private static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !text.contains(" ")
  }
}
