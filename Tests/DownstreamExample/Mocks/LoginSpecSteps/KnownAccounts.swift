public import Login
import ViperMocks

/// A working fake of the authentication service that knows the accounts a spec gives it.
public final class KnownAccounts: Authenticating {
  private let passwords = LockedState<[String: String]>([:])

  /// Creates a service that knows no account yet.
  public init() {}

  /// Adds an account.
  ///
  /// - Parameters:
  ///   - account: The account name.
  ///   - password: Its password.
  public func add(_ account: String, password: String) {
    passwords.withLock { $0[account] = password }
  }

  public func authenticate(account: String, password: String) async -> Bool {
    passwords.withLock { $0[account] } == password
  }
}
