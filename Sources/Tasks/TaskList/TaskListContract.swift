// The task list's contract, one protocol per role, as the TUNAG article lays a screen out. Unlike
// the article's, the presenter's router is typed by the wireframe protocol, a cell tap has its own
// route, and no dependency is an implicitly unwrapped optional: each is given at creation.

/// The task list screen: it owns its presenter and shows what the presenter says.
@MainActor
public protocol TaskListView: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any TaskListPresentation)? { get set }

  /// Shows that the tasks are being read, with nothing else on screen.
  func showLoadingState()

  /// Shows the tasks, a cell each, in the service's order.
  ///
  /// - Parameter taskList: The cells.
  func showTaskList(_ taskList: [TaskCellModel])

  /// Shows that the team has no tasks.
  func showEmptyState()

  /// Shows, instead of a list, why the tasks could not be read, with a Retry button.
  ///
  /// - Parameter message: What went wrong, in the user's words.
  func showErrorState(message: String)

  /// Shows a notice above the tasks on screen that they may be out of date; the list stays
  /// usable.
  ///
  /// - Parameter message: Why, in the user's words.
  func showOutOfDateNotice(message: String)

  /// Removes the out-of-date notice.
  func hideOutOfDateNotice()

  /// Stops the pull-to-refresh spinner.
  func endRefreshing()
}

/// The task list screen's events, which the presenter handles; it also hears about the changes
/// made on the screens it leads to.
@MainActor
public protocol TaskListPresentation: TaskDetailModuleDelegate, CreateTaskModuleDelegate {
  /// Tells the presenter the screen loaded, so it shows the tasks on this device and refreshes
  /// them.
  func viewDidLoad() async

  /// Tells the presenter the user pulled the list to refresh it.
  func refreshDidPull() async

  /// Tells the presenter the user tapped Retry on the error state.
  func retryButtonDidTap() async

  /// Tells the presenter the user tapped a task's cell.
  ///
  /// - Parameter taskId: The task's identifier.
  func taskCellDidTap(taskId: String) async

  /// Tells the presenter the user tapped the add button.
  func addTaskButtonDidTap() async
}

/// The task list use case: it answers through its output rather than by returning.
@MainActor
public protocol TaskListUseCase: AnyObject {
  /// Where the results go: the presenter, held weakly.
  var output: (any TaskListInteractorOutput)? { get set }

  /// Sends the tasks on this device, if there are any, then refreshes them from the service and
  /// sends the fresh tasks or the error. Returns when the refresh has ended.
  func fetchAllTaskList() async
}

/// What the task list use case reports.
@MainActor
public protocol TaskListInteractorOutput: AnyObject {
  /// Receives the tasks kept on this device, before the refresh; never empty.
  ///
  /// - Parameter taskList: The tasks, in the service's order at the last refresh.
  func outputCachedTaskList(_ taskList: [TaskItem])

  /// Receives the refreshed tasks.
  ///
  /// - Parameter taskList: The tasks, in the service's order.
  func outputAllTaskList(_ taskList: [TaskItem])

  /// Receives why the refresh failed, once its retries are used up.
  ///
  /// - Parameter error: The last failure.
  func outputTaskListError(_ error: TaskRepositoryError)
}

/// Where the task list leads.
@MainActor
public protocol TaskListWireframe: AnyObject {
  /// Presents the create-task screen modally.
  func presentCreateTaskView()

  /// Pushes a task's detail.
  ///
  /// - Parameter taskId: The task's identifier.
  func pushTaskDetailView(taskId: String)
}
