public import ViperCore

/// Assembles the task list module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and the router, and the
/// interactor and the router hold the presenter and the navigator weakly. Releasing the view
/// releases the whole module.
///
/// ```swift
/// TaskListModule.assemble(
///   view: taskListViewController,
///   repository: tasks,
///   clock: SystemClock(),
///   settings: settings,
///   navigator: navigator
/// )
/// ```
@MainActor
public enum TaskListModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - repository: The team's tasks, shared with the other task screens.
  ///   - clock: Where "today" comes from, for the due days.
  ///   - settings: The calendar, time zone and locale the due days are counted and named in.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TaskListView,
    repository: TaskRepository,
    clock: any DateClock,
    settings: CalendarSettings,
    navigator: any Navigator<TasksScreen>
  ) -> any TaskListPresentation {
    assemble(
      view: view,
      interactor: TaskListInteractor(repository: repository),
      wireframe: TaskListRouter(navigator: navigator),
      clock: clock,
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - interactor: The use case; the presenter owns it and becomes its output.
  ///   - wireframe: Where the screen leads; the presenter owns it.
  ///   - clock: Where "today" comes from, for the due days.
  ///   - settings: The calendar, time zone and locale the due days are counted and named in.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TaskListView,
    interactor: any TaskListUseCase,
    wireframe: any TaskListWireframe,
    clock: any DateClock,
    settings: CalendarSettings
  ) -> any TaskListPresentation {
    let presenter = TaskListPresenter(
      view: view,
      interactor: interactor,
      wireframe: wireframe,
      clock: clock,
      settings: settings
    )
    interactor.output = presenter
    view.presenter = presenter
    return presenter
  }
}
