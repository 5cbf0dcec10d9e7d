public import ViperCore

/// Assembles the create-task module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and the router, and the
/// interactor, the router and the presenter hold the presenter, the navigator and the delegate
/// weakly. Releasing the view releases the whole module.
///
/// ```swift
/// CreateTaskModule.assemble(
///   view: createTaskViewController,
///   repository: tasks,
///   members: members,
///   clock: SystemClock(),
///   settings: settings,
///   navigator: navigator,
///   delegate: taskListPresenter
/// )
/// ```
@MainActor
public enum CreateTaskModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - repository: The team's tasks, shared with the other task screens.
  ///   - members: The team's members, to whom a task can be assigned.
  ///   - clock: Where "today" comes from, for the due date.
  ///   - settings: The calendar and time zone the days are counted in.
  ///   - navigator: The app's navigator, held weakly by the router.
  ///   - delegate: Told about the created task, such as the task list.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any CreateTaskView,
    repository: TaskRepository,
    members: MemberRepository,
    clock: any DateClock,
    settings: CalendarSettings,
    navigator: any Navigator<TasksScreen>,
    delegate: (any CreateTaskModuleDelegate)?
  ) -> any CreateTaskPresentation {
    assemble(
      view: view,
      interactor: CreateTaskInteractor(
        repository: repository,
        members: members,
        clock: clock,
        settings: settings
      ),
      wireframe: CreateTaskRouter(navigator: navigator),
      delegate: delegate,
      clock: clock,
      settings: settings
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - interactor: The use case; the presenter owns it and becomes its output.
  ///   - wireframe: Where the form leads; the presenter owns it.
  ///   - delegate: Told about the created task.
  ///   - clock: Where "today" comes from, for the due date.
  ///   - settings: The calendar and time zone the days are counted in.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any CreateTaskView,
    interactor: any CreateTaskUseCase,
    wireframe: any CreateTaskWireframe,
    delegate: (any CreateTaskModuleDelegate)?,
    clock: any DateClock,
    settings: CalendarSettings
  ) -> any CreateTaskPresentation {
    let presenter = CreateTaskPresenter(
      view: view,
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
