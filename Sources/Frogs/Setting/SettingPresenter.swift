/// The setting screen's presenter: the About sheet, and a logout the user confirms first.
///
/// The original logged out at the first tap, and only flipped a flag, so the login was never
/// stored nor removed. Here a tap asks for confirmation (a real app would: the user has to type
/// the password again to come back), and the confirmed logout removes the stored session before
/// the root swaps to the login screen. When the session cannot be removed, the user stays logged
/// in and is told.
@MainActor
public final class SettingPresenter: SettingPresenting {
  /// The identifier of the confirmation's "Logout" action.
  public static let logoutActionID = "logout"
  /// The identifier of the confirmation's "Cancel" action.
  public static let cancelActionID = "cancel"

  private weak var view: (any SettingDisplaying)?
  private let interactor: any SettingInteracting
  private let router: any SettingRouting
  private weak var delegate: (any SettingModuleDelegate)?

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: The use case.
  ///   - router: Where the screen leads.
  ///   - delegate: The module told about the logout, held weakly.
  public init(
    view: any SettingDisplaying,
    interactor: any SettingInteracting,
    router: any SettingRouting,
    delegate: (any SettingModuleDelegate)?
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.delegate = delegate
  }

  public func viewAppeared() async {
    view?.show(.frogs)
  }

  public func aboutTapped() async {
    router.showAbout()
  }

  public func logoutTapped() async {
    router.showLogoutConfirmation()
  }

  public func alertActionChosen(id: String) async {
    guard id == Self.logoutActionID else { return }
    do {
      try await interactor.logOut()
    } catch {
      view?.render(message: "You are still logged in: this device could not forget it. Try again.")
      return
    }
    await delegate?.logoutDidFinish()
  }
}
