import Foundation
public import ViperCore

/// The login use case: checks the input, asks the authentication service, and stores the session.
///
/// The store holds at most one session: a login replaces the session of any other account, so
/// the next launch starts logged in as the user who logged in last.
public final class LoginInteractor: LoginInteracting {
  private let service: any AuthenticationService
  private let sessions: any DataStore<Session>
  private let clock: any DateClock

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - service: The service that knows the accounts.
  ///   - sessions: Where the logged-in session is kept across launches.
  ///   - clock: The clock that stamps the session.
  public init(
    service: any AuthenticationService,
    sessions: any DataStore<Session>,
    clock: any DateClock
  ) {
    self.service = service
    self.sessions = sessions
    self.clock = clock
  }

  public func validate(account: String, password: String) throws(LoginError) {
    let account = account.trimmingCharacters(in: .whitespaces)
    guard !account.isEmpty else { throw .blankAccount }
    guard Self.isEmailAddress(account) else { throw .malformedAccount }
    guard !password.isEmpty else { throw .blankPassword }
  }

  public func logIn(account: String, password: String) async throws(LoginError) -> Session {
    try validate(account: account, password: password)
    let account = account.trimmingCharacters(in: .whitespaces)
    do {
      try await service.authenticate(account: account, password: password)
    } catch {
      switch error {
      case .wrongCredentials: throw .wrongCredentials
      case .unavailable: throw .serviceUnavailable
      }
    }
    // A login given up while the service ran (a timeout) must not log anybody in later.
    guard !Task.isCancelled else { throw .cancelled }
    let session = Session(id: account, loggedInAt: clock.now)
    do {
      for stale in try await sessions.all() where stale.id != account {
        try await sessions.delete(id: stale.id)
      }
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

  /// Whether a text has the shape of an e-mail address.
  ///
  /// One `@`, something before it, a dotted domain after it, and no spaces. Whether the mailbox
  /// exists is the service's business.
  private static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !text.contains(" ")
  }
}
