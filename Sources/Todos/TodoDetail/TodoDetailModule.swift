public import Foundation
public import ViperCore

/// Assembles the detail screen's VIPER module for one to-do around a view.
///
/// Ownership follows the VIPER rules: the view holds the presenter; the presenter holds the
/// interactor and router and only a weak reference to the view; the router holds the navigator
/// weakly. Releasing the view releases the whole module.
///
/// ```swift
/// TodoDetailModule.assemble(
///   todoID: id, view: detailViewController, store: store, clock: SystemClock(),
///   settings: settings, navigator: navigator)
/// ```
@MainActor
public enum TodoDetailModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - todoID: The identifier of the to-do to show.
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - store: Where the to-dos live.
  ///   - clock: The source of updated dates.
  ///   - settings: The locale and time zone.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    todoID: UUID,
    view: any TodoDetailDisplaying,
    store: any DataStore<Todo>,
    clock: any DateClock,
    settings: CalendarSettings,
    navigator: any Navigator<TodosScreen>
  ) -> any TodoDetailPresenting {
    assemble(
      todoID: todoID,
      view: view,
      interactor: TodoDetailInteractor(store: store, clock: clock),
      router: TodoDetailRouter(navigator: navigator),
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - todoID: The identifier of the to-do to show.
  ///   - view: The view; it receives the presenter and becomes its only owner.
  ///   - interactor: Reads, changes and deletes the to-do; the presenter owns it.
  ///   - router: Shows alerts and pops; the presenter owns it.
  ///   - settings: The locale and time zone.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    todoID: UUID,
    view: any TodoDetailDisplaying,
    interactor: any TodoDetailInteracting,
    router: any TodoDetailRouting,
    settings: CalendarSettings
  ) -> any TodoDetailPresenting {
    let presenter = TodoDetailPresenter(
      todoID: todoID,
      view: view,
      interactor: interactor,
      router: router,
      settings: settings
    )
    view.presenter = presenter
    return presenter
  }
}
