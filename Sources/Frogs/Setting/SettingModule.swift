public import ViperCore

/// Assembles the setting screen around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and router and only weak
/// references to the view and the delegate; the router holds the navigator weakly. Releasing
/// the view releases the whole module.
///
/// ```swift
/// SettingModule.assemble(
///   view: settingView,
///   sessions: sessionStore,
///   navigator: navigator,
///   delegate: root
/// )
/// ```
@MainActor
public enum SettingModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - sessions: Where the logged-in session is kept across launches.
  ///   - navigator: The app's navigator, held weakly by the router.
  ///   - delegate: The module told about the logout (the root), held weakly.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any SettingDisplaying,
    sessions: any DataStore<Session>,
    navigator: any Navigator<FrogsScreen>,
    delegate: (any SettingModuleDelegate)?
  ) -> any SettingPresenting {
    assemble(
      view: view,
      interactor: SettingInteractor(sessions: sessions),
      router: SettingRouter(navigator: navigator),
      delegate: delegate
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - interactor: The use case; the presenter owns it.
  ///   - router: Where the screen leads; the presenter owns it.
  ///   - delegate: The module told about the logout, held weakly.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any SettingDisplaying,
    interactor: any SettingInteracting,
    router: any SettingRouting,
    delegate: (any SettingModuleDelegate)?
  ) -> any SettingPresenting {
    let presenter = SettingPresenter(
      view: view,
      interactor: interactor,
      router: router,
      delegate: delegate
    )
    view.presenter = presenter
    return presenter
  }
}
