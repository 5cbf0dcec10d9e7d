public import Foundation
public import ViperCore

/// What the login screen shows: the account as typed, a message, and whether a sign-in runs.
public struct LoginViewState: Equatable, Sendable {
  /// The account name as the user typed it, kept when a sign-in is refused.
  public var account: String
  /// Why the last sign-in was refused, if it was.
  public var message: String?
  /// Whether a sign-in is running, so the button is disabled.
  public var isSigningIn: Bool

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - message: Why the last sign-in was refused.
  ///   - isSigningIn: Whether a sign-in is running.
  public init(account: String = "", message: String? = nil, isSigningIn: Bool = false) {
    self.account = account
    self.message = message
    self.isSigningIn = isSigningIn
  }
}

/// A signed-in user, stored so that the next launch starts signed in.
public struct Session: Identifiable, Codable, Equatable, Sendable {
  /// The account name, which identifies the session.
  public var id: String
  /// When the user signed in, from the injected clock.
  public var signedInAt: Date

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - id: The account name.
  ///   - signedInAt: When the user signed in.
  public init(id: String, signedInAt: Date) {
    self.id = id
    self.signedInAt = signedInAt
  }
}

/// Why a sign-in was refused.
public enum LoginError: Error, Equatable, Sendable {
  /// The account name is empty or only spaces.
  case blankAccount
  /// The account name is not an e-mail address.
  case malformedAccount
  /// The password is empty.
  case blankPassword
  /// The service does not know this account and password.
  case wrongCredentials
  /// The session could not be stored.
  case store(DataStoreError)
}

/// The screens the login module leads to.
public enum LoginScreen: Equatable, Sendable {
  /// The login screen itself.
  case login
  /// The signed-in home screen of an account.
  case home(account: String)
}

/// The login screen, which owns its presenter and renders what the presenter tells it.
@MainActor
public protocol LoginDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any LoginPresenting)? { get set }

  /// Shows a state.
  ///
  /// - Parameter state: The state to show.
  func render(_ state: LoginViewState)
}

/// The login screen's events.
@MainActor
public protocol LoginPresenting: AnyObject {
  /// Tells the presenter the screen appeared.
  func viewAppeared() async
  /// Tells the presenter the user tapped Sign In.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - password: The password as typed.
  func signInTapped(account: String, password: String) async
}

/// The sign-in use case.
public protocol LoginInteracting: Sendable {
  /// Checks the input, authenticates and stores the session.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - password: The password as typed.
  /// - Returns: The stored session.
  /// - Throws: A `LoginError` that says why the sign-in was refused.
  func signIn(account: String, password: String) async throws(LoginError) -> Session
}

/// The service that knows the accounts.
public protocol Authenticating: Sendable {
  /// Tells whether an account and password belong together.
  ///
  /// - Parameters:
  ///   - account: The account name, trimmed.
  ///   - password: The password.
  /// - Returns: Whether they match.
  func authenticate(account: String, password: String) async -> Bool
}

/// Where the login screen leads.
@MainActor
public protocol LoginRouting: AnyObject {
  /// Replaces the login screen with the home screen.
  ///
  /// - Parameter session: The signed-in session.
  func showHome(for session: Session)
}
