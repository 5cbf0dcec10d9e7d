/// The service that knows the accounts: a server in the app, a mock in tests.
///
/// The original had none: its login button let anybody in without reading the fields.
public protocol AuthenticationService: Sendable {
  /// Checks that an account and password belong together.
  ///
  /// A call that is cancelled may still answer; the login ignores an answer that comes after it
  /// gave up.
  ///
  /// - Parameters:
  ///   - account: The account name, trimmed.
  ///   - password: The password as typed.
  /// - Throws: `AuthenticationError` when they do not match or the service cannot answer.
  func authenticate(account: String, password: String) async throws(AuthenticationError)
}

/// Why the authentication service refused a login.
public enum AuthenticationError: Error, Equatable, Sendable {
  /// The account is unknown or the password is not its password.
  case wrongCredentials
  /// The service could not be reached or failed; the reason is for logs, not for users.
  case unavailable(reason: String)
}
