public import ViperCore

/// Assembles the add form's VIPER module around a view.
///
/// Ownership follows the VIPER rules: the view holds the presenter; the presenter holds the
/// interactor and router, and only weak references to the view and the delegate; the router holds
/// the navigator weakly. Releasing the view releases the whole module.
///
/// ```swift
/// AddTodoModule.assemble(
///   view: addViewController, store: store, clock: SystemClock(), settings: settings,
///   makeID: .random, navigator: navigator, delegate: upcomingPresenter)
/// ```
@MainActor
public enum AddTodoModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - store: Where the new to-dos go.
  ///   - clock: The source of "now".
  ///   - settings: The calendar, time zone and locale.
  ///   - makeID: Makes the new to-dos' identifiers.
  ///   - maximumTitleLength: The most characters a title may have.
  ///   - navigator: The app's navigator, held weakly by the router.
  ///   - delegate: The presenting module, held weakly, told how the form ended.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any AddTodoDisplaying,
    store: any DataStore<Todo>,
    clock: any DateClock,
    settings: CalendarSettings,
    makeID: IDGenerator,
    maximumTitleLength: Int = 20,
    navigator: any Navigator<TodosScreen>,
    delegate: (any AddTodoModuleDelegate)?
  ) -> any AddTodoPresenting {
    assemble(
      view: view,
      interactor: AddTodoInteractor(
        store: store,
        clock: clock,
        settings: settings,
        makeID: makeID,
        maximumTitleLength: maximumTitleLength
      ),
      router: AddTodoRouter(navigator: navigator),
      delegate: delegate,
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - interactor: Validates and stores the to-do; the presenter owns it.
  ///   - router: Dismisses the form; the presenter owns it.
  ///   - delegate: The presenting module, held weakly.
  ///   - settings: The locale for messages.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any AddTodoDisplaying,
    interactor: any AddTodoInteracting,
    router: any AddTodoRouting,
    delegate: (any AddTodoModuleDelegate)?,
    settings: CalendarSettings
  ) -> any AddTodoPresenting {
    let presenter = AddTodoPresenter(
      view: view,
      interactor: interactor,
      router: router,
      delegate: delegate,
      settings: settings
    )
    view.presenter = presenter
    return presenter
  }
}
