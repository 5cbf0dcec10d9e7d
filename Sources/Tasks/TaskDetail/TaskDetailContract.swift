// The task detail's contract, one protocol per role, in the TUNAG article's layout, with no
// implicitly unwrapped dependency: each is given at creation.

/// The task detail screen: it owns its presenter and shows what the presenter says.
@MainActor
public protocol TaskDetailView: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any TaskDetailPresentation)? { get set }

  /// Shows that the task is being read, with nothing else on screen.
  func showLoadingState()

  /// Shows the task.
  ///
  /// - Parameter task: What the screen shows, already worded.
  func showTask(_ task: TaskDetailModel)

  /// Shows, instead of the task, that this device has no such task, with a button back to the
  /// list.
  ///
  /// - Parameter message: Why, in the user's words.
  func showNotFoundState(message: String)

  /// Shows, instead of the task, that it could not be read.
  ///
  /// - Parameter message: What went wrong, in the user's words.
  func showErrorState(message: String)

  /// Tells the user that a change of the done state was not kept, over the task as it is again.
  ///
  /// - Parameter message: What went wrong, in the user's words.
  func showDoneChangeFailure(message: String)
}

/// The task detail screen's events, which the presenter handles.
@MainActor
public protocol TaskDetailPresentation: AnyObject {
  /// Tells the presenter the screen loaded, so it reads the task.
  func viewDidLoad() async

  /// Tells the presenter the user tapped the done toggle.
  func doneToggleDidTap() async

  /// Tells the presenter the user tapped the button back to the list on the not-found state.
  func backToListButtonDidTap() async
}

/// The task detail use case: it answers through its output rather than by returning.
@MainActor
public protocol TaskDetailUseCase: AnyObject {
  /// Where the results go: the presenter, held weakly.
  var output: (any TaskDetailInteractorOutput)? { get set }

  /// Reads the task from this device and sends it, or says it is not there.
  ///
  /// - Parameter id: The task's identifier.
  func fetchTask(id: String) async

  /// Marks the task done or not done, and sends the changed task or why the change was not
  /// kept. Returns when the service has answered or the change was given up.
  ///
  /// - Parameters:
  ///   - isDone: Whether the task is done.
  ///   - taskId: The task's identifier.
  func setDone(_ isDone: Bool, taskId: String) async
}

/// What the task detail use case reports.
@MainActor
public protocol TaskDetailInteractorOutput: AnyObject {
  /// Receives the task.
  ///
  /// - Parameter task: The task as this device keeps it.
  func outputTask(_ task: TaskItem)

  /// Receives that this device has no task with the identifier.
  ///
  /// - Parameter id: The identifier asked for.
  func outputTaskNotFound(id: String)

  /// Receives why the task could not be read.
  ///
  /// - Parameter error: The failure.
  func outputTaskError(_ error: TaskRepositoryError)

  /// Receives the task once the service has taken the change.
  ///
  /// - Parameter task: The changed task.
  func outputDoneChanged(_ task: TaskItem)

  /// Receives why the change was not kept; this device has the task as it was.
  ///
  /// - Parameter error: The failure.
  func outputDoneChangeError(_ error: TaskRepositoryError)
}

/// Where the task detail leads.
@MainActor
public protocol TaskDetailWireframe: AnyObject {
  /// Goes back to the task list.
  func popTaskDetailView()
}

/// Hears about the changes made on a task detail; the task list adopts it to keep its cells
/// current without asking the service.
@MainActor
public protocol TaskDetailModuleDelegate: AnyObject {
  /// Tells the delegate a task changed and the service has it.
  ///
  /// - Parameter task: The changed task.
  func taskDetailDidChangeTask(_ task: TaskItem)
}
