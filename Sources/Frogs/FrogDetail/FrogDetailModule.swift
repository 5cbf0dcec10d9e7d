public import ViperCore

/// Assembles a frog's page around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and router and only a weak
/// reference to the view; the router holds the navigator weakly. Releasing the view releases the
/// whole module.
///
/// ```swift
/// FrogDetailModule.assemble(
///   view: detailView,
///   frogID: "toad",
///   source: GuideFrogs(),
///   navigator: navigator
/// )
/// ```
@MainActor
public enum FrogDetailModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - frogID: The identifier of the frog to show.
  ///   - source: Where the frogs come from.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any FrogDetailDisplaying,
    frogID: String,
    source: any FrogSource,
    navigator: any Navigator<FrogsScreen>
  ) -> any FrogDetailPresenting {
    assemble(
      view: view,
      frogID: frogID,
      interactor: FrogDetailInteractor(source: source),
      router: FrogDetailRouter(navigator: navigator)
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - frogID: The identifier of the frog to show.
  ///   - interactor: The use case; the presenter owns it.
  ///   - router: Where the page leads; the presenter owns it.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any FrogDetailDisplaying,
    frogID: String,
    interactor: any FrogDetailInteracting,
    router: any FrogDetailRouting
  ) -> any FrogDetailPresenting {
    let presenter = FrogDetailPresenter(
      frogID: frogID,
      view: view,
      interactor: interactor,
      router: router
    )
    view.presenter = presenter
    return presenter
  }
}
