public import ViperCore

/// The app's root: decides between the login screen and the home tabs from the stored session,
/// at launch and whenever the session changes.
///
/// The original made this decision inside its root view; here it is a presenter's, and the swap
/// is a navigation value a test can read. The login screen and the setting screen tell it when
/// the session changed, as their module delegate.
@MainActor
public protocol RootPresenting: LoginModuleDelegate, SettingModuleDelegate {
  /// Shows the login screen or the home tabs, whichever the stored session calls for.
  func appLaunched() async

  /// Looks at the stored session again and swaps the root if it calls for the other screen.
  func sessionChanged() async
}

/// Reads the session that decides the root.
public protocol RootInteracting: Sendable {
  /// Returns the stored session, if a user is logged in.
  ///
  /// - Returns: The session, or `nil` when nobody is logged in.
  /// - Throws: The store's error when it cannot be read.
  func currentSession() async throws(DataStoreError) -> Session?
}

/// The root swaps.
@MainActor
public protocol RootRouting: AnyObject {
  /// Makes the login screen the root.
  func showLogin()

  /// Makes the home tabs the root.
  func showHome()
}
