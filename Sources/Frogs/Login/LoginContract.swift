public import ViperCore

/// The login screen's fixed text, shown once when it appears.
public struct LoginForm: Equatable, Sendable {
  /// The screen's title.
  public let title: String
  /// The account field's label.
  public let accountLabel: String
  /// The account field's hint while it is empty.
  public let accountPlaceholder: String
  /// The password field's label.
  public let passwordLabel: String
  /// The password field's hint while it is empty.
  public let passwordPlaceholder: String
  /// The button's title.
  public let buttonTitle: String
  /// Whether the password field hides what is typed; always, where the original used a plain
  /// text field.
  public let hidesPassword: Bool

  /// The form of the Frogs Guide Book, with the original's labels and hints.
  public static let frogs = LoginForm(
    title: FrogsText.appTitle,
    accountLabel: "Account Name",
    accountPlaceholder: "input your e-mail",
    passwordLabel: "Password",
    passwordPlaceholder: "input your password",
    buttonTitle: "Login",
    hidesPassword: true
  )
}

/// What the login screen shows as the user works: the account as typed, why a login was refused,
/// and whether one is running.
///
/// The view never clears its fields: a refused login keeps the account and the password as the
/// user typed them.
public struct LoginViewState: Equatable, Sendable {
  /// The account name as the user typed it.
  public var account: String
  /// Why the last login was refused, in the user's words, if it was.
  public var message: String?
  /// Whether a login is running, so the button is disabled.
  public var isLoggingIn: Bool

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - message: Why the last login was refused.
  ///   - isLoggingIn: Whether a login is running.
  public init(account: String = "", message: String? = nil, isLoggingIn: Bool = false) {
    self.account = account
    self.message = message
    self.isLoggingIn = isLoggingIn
  }
}

/// Why a login was refused.
public enum LoginError: Error, Equatable, Sendable {
  /// The account name is empty or only whitespace.
  case blankAccount
  /// The account name is not an e-mail address.
  case malformedAccount
  /// The password is empty.
  case blankPassword
  /// The service does not know this account and password.
  case wrongCredentials
  /// The service could not be reached or failed.
  case serviceUnavailable
  /// The service did not answer in time.
  case timedOut
  /// The login was given up before the service answered; any later answer is ignored.
  case cancelled
  /// The session could not be stored.
  case store(DataStoreError)
}

/// The module that opened the login screen: the root, which swaps to the home tabs.
@MainActor
public protocol LoginModuleDelegate: AnyObject {
  /// Tells the delegate a user logged in and the session is stored.
  ///
  /// - Parameter session: The stored session.
  func loginDidSucceed(_ session: Session) async
}

/// The login screen, which owns its presenter and renders what the presenter tells it.
@MainActor
public protocol LoginDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any LoginPresenting)? { get set }

  /// Shows the fixed text of the form.
  ///
  /// - Parameter form: The title, labels, hints and button title.
  func show(_ form: LoginForm)

  /// Shows a state.
  ///
  /// - Parameter state: The state to show.
  func render(_ state: LoginViewState)
}

/// The login screen's events.
@MainActor
public protocol LoginPresenting: AnyObject {
  /// Shows the form, empty.
  func viewAppeared() async

  /// Checks the input, then logs in; does nothing while a login runs.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - password: The password as typed.
  func loginTapped(account: String, password: String) async
}

/// The login use case.
public protocol LoginInteracting: Sendable {
  /// Checks the input before any call: a blank account, then a malformed e-mail address, then a
  /// blank password.
  ///
  /// - Parameters:
  ///   - account: The account name as typed.
  ///   - password: The password as typed.
  /// - Throws: `LoginError` naming the first rule broken.
  func validate(account: String, password: String) throws(LoginError)

  /// Checks the input, authenticates, and stores the session so the next launch starts logged in.
  ///
  /// A login cancelled while the service runs stores nothing, whenever the service answers.
  ///
  /// - Parameters:
  ///   - account: The account name as typed; surrounding whitespace is trimmed.
  ///   - password: The password as typed.
  /// - Returns: The stored session.
  /// - Throws: `LoginError` saying why the login was refused.
  func logIn(account: String, password: String) async throws(LoginError) -> Session
}
