public import ViperCore

/// Assembles the to-do list's VIPER module around a view.
///
/// Ownership follows the VIPER rules: the view holds the presenter; the presenter holds the
/// interactor and router and only a weak reference to the view; the router holds the navigator
/// weakly. Releasing the view releases the whole module.
///
/// ```swift
/// TodoListModule.assemble(
///   view: listViewController, store: store, settings: settings, navigator: navigator)
/// ```
@MainActor
public enum TodoListModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - store: Where the to-dos live.
  ///   - settings: The locale for text.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TodoListDisplaying,
    store: any DataStore<Todo>,
    settings: CalendarSettings,
    navigator: any Navigator<TodosScreen>
  ) -> any TodoListPresenting {
    assemble(
      view: view,
      interactor: TodoListInteractor(store: store),
      router: TodoListRouter(navigator: navigator),
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - interactor: Lists and deletes the to-dos; the presenter owns it.
  ///   - router: Performs navigation; the presenter owns it.
  ///   - settings: The locale for text.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TodoListDisplaying,
    interactor: any TodoListInteracting,
    router: any TodoListRouting,
    settings: CalendarSettings
  ) -> any TodoListPresenting {
    let presenter = TodoListPresenter(
      view: view,
      interactor: interactor,
      router: router,
      settings: settings
    )
    view.presenter = presenter
    return presenter
  }
}
