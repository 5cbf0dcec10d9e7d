public import ViperCore

/// Assembles the task detail module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and the router, and the
/// interactor, the router and the presenter hold the presenter, the navigator and the delegate
/// weakly. Releasing the view releases the whole module.
///
/// ```swift
/// TaskDetailModule.assemble(
///   view: taskDetailViewController,
///   taskId: "t1",
///   repository: tasks,
///   clock: SystemClock(),
///   settings: settings,
///   navigator: navigator,
///   delegate: taskListPresenter
/// )
/// ```
@MainActor
public enum TaskDetailModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - taskId: The task the screen shows.
  ///   - repository: The team's tasks, shared with the other task screens.
  ///   - clock: Where "today" comes from, for the due day.
  ///   - settings: The calendar, time zone and locale the due day is counted and named in.
  ///   - navigator: The app's navigator, held weakly by the router.
  ///   - delegate: Told about each change the service took, such as the task list.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TaskDetailView,
    taskId: String,
    repository: TaskRepository,
    clock: any DateClock,
    settings: CalendarSettings,
    navigator: any Navigator<TasksScreen>,
    delegate: (any TaskDetailModuleDelegate)?
  ) -> any TaskDetailPresentation {
    assemble(
      view: view,
      taskId: taskId,
      interactor: TaskDetailInteractor(repository: repository),
      wireframe: TaskDetailRouter(navigator: navigator),
      delegate: delegate,
      clock: clock,
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - taskId: The task the screen shows.
  ///   - interactor: The use case; the presenter owns it and becomes its output.
  ///   - wireframe: Where the screen leads; the presenter owns it.
  ///   - delegate: Told about each change the service took.
  ///   - clock: Where "today" comes from, for the due day.
  ///   - settings: The calendar, time zone and locale the due day is counted and named in.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any TaskDetailView,
    taskId: String,
    interactor: any TaskDetailUseCase,
    wireframe: any TaskDetailWireframe,
    delegate: (any TaskDetailModuleDelegate)?,
    clock: any DateClock,
    settings: CalendarSettings
  ) -> any TaskDetailPresentation {
    let presenter = TaskDetailPresenter(
      view: view,
      taskId: taskId,
      interactor: interactor,
      wireframe: wireframe,
      delegate: delegate,
      clock: clock,
      settings: settings
    )
    interactor.output = presenter
    view.presenter = presenter
    return presenter
  }
}
