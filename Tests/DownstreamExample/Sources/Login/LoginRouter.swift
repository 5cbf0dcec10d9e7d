public import ViperCore

/// The login screen's router: expresses the way home as a navigation value.
@MainActor
public final class LoginRouter: LoginRouting {
  private weak var navigator: (any Navigator<LoginScreen>)?

  /// Creates the router.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<LoginScreen>) {
    self.navigator = navigator
  }

  public func showHome(for session: Session) {
    navigator?.navigate(.setRoot(.home(account: session.id)))
  }
}
