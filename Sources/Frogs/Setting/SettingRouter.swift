public import ViperCore

/// Turns the setting screen's navigation into routes: the About sheet and the logout
/// confirmation.
@MainActor
public final class SettingRouter: SettingRouting {
  private weak var navigator: (any Navigator<FrogsScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<FrogsScreen>) {
    self.navigator = navigator
  }

  public func showAbout() {
    navigator?.navigate(.aboutSheet)
  }

  public func showLogoutConfirmation() {
    navigator?.navigate(
      .showAlert(
        Alert(
          title: "Log out of Frogs Guide Book?",
          message: "You will need your account name and password to log in again.",
          actions: [
            AlertAction(id: SettingPresenter.cancelActionID, title: "Cancel", role: .cancel),
            AlertAction(id: SettingPresenter.logoutActionID, title: "Logout", role: .destructive),
          ]
        )
      )
    )
  }
}
