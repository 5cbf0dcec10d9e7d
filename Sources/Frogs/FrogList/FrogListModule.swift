public import ViperCore

/// Assembles the frog list module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and router and only weak
/// references to the view; the router holds the navigator weakly. Releasing the view releases
/// the whole module.
///
/// ```swift
/// FrogListModule.assemble(
///   view: frogListViewController,
///   source: GuideFrogs(),
///   navigator: navigator
/// )
/// ```
@MainActor
public enum FrogListModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - source: Where the frogs come from.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any FrogListDisplaying,
    source: any FrogSource,
    navigator: any Navigator<FrogsScreen>
  ) -> any FrogListPresenting {
    assemble(
      view: view,
      interactor: FrogListInteractor(source: source),
      router: FrogListRouter(navigator: navigator)
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - interactor: The use case; the presenter owns it.
  ///   - router: Where the screen leads; the presenter owns it.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any FrogListDisplaying,
    interactor: any FrogListInteracting,
    router: any FrogListRouting
  ) -> any FrogListPresenting {
    let presenter = FrogListPresenter(
      view: view,
      interactor: interactor,
      router: router
    )
    view.presenter = presenter
    return presenter
  }
}
