public import ViperCore

/// Assembles the home screen around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the router and only a weak reference to the
/// view; the router holds the navigator weakly. Releasing the view releases the whole module. The
/// tabs' own screens are separate modules, which the app's navigator assembles from each tab's
/// ``HomeTab/firstScreen``.
///
/// ```swift
/// HomeTabsModule.assemble(view: tabBarView, navigator: navigator)
/// ```
@MainActor
public enum HomeTabsModule {
  /// Builds the presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any HomeTabsDisplaying,
    navigator: any Navigator<FrogsScreen>
  ) -> any HomeTabsPresenting {
    assemble(view: view, router: HomeTabsRouter(navigator: navigator))
  }

  /// Wires a ready-made router around a view, for apps and tests that build it themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - router: Where the screen leads; the presenter owns it.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any HomeTabsDisplaying,
    router: any HomeTabsRouting
  ) -> any HomeTabsPresenting {
    let presenter = HomeTabsPresenter(view: view, router: router)
    view.presenter = presenter
    return presenter
  }
}
