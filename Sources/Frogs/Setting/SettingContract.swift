public import ViperCore

/// What the setting screen shows: its title and its two buttons, with the original's texts.
public struct SettingContent: Equatable, Sendable {
  /// The navigation title.
  public let title: String
  /// The button that opens the page about the app.
  public let aboutButtonTitle: String
  /// The destructive button that logs out.
  public let logoutButtonTitle: String

  /// The setting screen's texts.
  public static let frogs = SettingContent(
    title: "Setting",
    aboutButtonTitle: "About Frogs Guide Book",
    logoutButtonTitle: "Logout"
  )
}

/// The setting screen, which owns its presenter and renders what the presenter tells it.
@MainActor
public protocol SettingDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any SettingPresenting)? { get set }

  /// Shows the title and the buttons.
  ///
  /// - Parameter content: The texts.
  func show(_ content: SettingContent)

  /// Shows a message under the buttons, or none.
  ///
  /// - Parameter message: What went wrong, in the user's words, or `nil`.
  func render(message: String?)
}

/// The setting screen's events, which the presenter handles.
@MainActor
public protocol SettingPresenting: AnyObject {
  /// Tells the presenter the screen appeared.
  func viewAppeared() async

  /// Tells the presenter the user tapped "About Frogs Guide Book".
  func aboutTapped() async

  /// Tells the presenter the user tapped "Logout".
  func logoutTapped() async

  /// Tells the presenter the user chose an action of the alert it asked for.
  ///
  /// - Parameter id: The chosen action's identifier.
  func alertActionChosen(id: String) async
}

/// The setting use case: logging out.
public protocol SettingInteracting: Sendable {
  /// Forgets the stored session, so the next launch starts at the login screen.
  ///
  /// - Throws: The store's error when the session cannot be removed; it is then kept.
  func logOut() async throws(DataStoreError)
}

/// Where the setting screen leads.
@MainActor
public protocol SettingRouting: AnyObject {
  /// Presents the About sheet.
  func showAbout()

  /// Asks the user to confirm the logout, with an alert.
  func showLogoutConfirmation()
}

/// The module that is told when the user logged out: the root, which then shows the login.
@MainActor
public protocol SettingModuleDelegate: AnyObject {
  /// Tells the delegate the stored session is gone.
  func logoutDidFinish() async
}
