public import ViperCore

/// Assembles the upcoming screen's VIPER module around a view.
///
/// Ownership follows the VIPER rules: the view holds the presenter; the presenter holds the
/// interactor and router and only a weak reference to the view; the router holds the navigator
/// weakly. Releasing the view releases the whole module.
///
/// ```swift
/// let presenter = UpcomingModule.assemble(
///   view: viewController, store: store, clock: SystemClock(), settings: settings,
///   navigator: navigator)
/// ```
@MainActor
public enum UpcomingModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - store: Where the to-dos live.
  ///   - clock: The source of "now" and of midnights.
  ///   - settings: The calendar, time zone and locale.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter, to pass as the add module's delegate.
  @discardableResult
  public static func assemble(
    view: any UpcomingDisplaying,
    store: any DataStore<Todo>,
    clock: any DateClock,
    settings: CalendarSettings,
    navigator: any Navigator<TodosScreen>
  ) -> any UpcomingPresenting {
    assemble(
      view: view,
      interactor: UpcomingInteractor(store: store, clock: clock, settings: settings),
      router: UpcomingRouter(navigator: navigator),
      clock: clock,
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - interactor: Finds the upcoming to-dos; the presenter owns it.
  ///   - router: Performs navigation; the presenter owns it.
  ///   - clock: The source of midnights.
  ///   - settings: The calendar, time zone and locale.
  /// - Returns: The presenter, to pass as the add module's delegate.
  @discardableResult
  public static func assemble(
    view: any UpcomingDisplaying,
    interactor: any UpcomingInteracting,
    router: any UpcomingRouting,
    clock: any DateClock,
    settings: CalendarSettings
  ) -> any UpcomingPresenting {
    let presenter = UpcomingPresenter(
      view: view,
      interactor: interactor,
      router: router,
      clock: clock,
      settings: settings
    )
    view.presenter = presenter
    return presenter
  }
}
