/// An authentication service that knows a fixed set of accounts and answers at once: the runnable
/// app's and the specs' stand-in for a server.
public struct KnownAccounts: AuthenticationService {
  private let passwords: [String: String]

  /// Creates the service.
  ///
  /// - Parameter passwords: Each known account name with its password.
  public init(_ passwords: [String: String]) {
    self.passwords = passwords
  }

  public func authenticate(account: String, password: String) async throws(AuthenticationError) {
    guard passwords[account] == password else { throw .wrongCredentials }
  }
}
