public import Foundation

// The create-task form's contract, one protocol per role, in the TUNAG article's layout, with no
// implicitly unwrapped dependency: each is given at creation. The view keeps what the user
// types; the presenter never clears it, so nothing typed is lost to a refusal or a failure.

/// The create-task form: it owns its presenter and shows what the presenter says.
@MainActor
public protocol CreateTaskView: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any CreateTaskPresentation)? { get set }

  /// Shows the empty form.
  ///
  /// - Parameter minimumDueDate: The first day the due date picker offers: today.
  func showForm(minimumDueDate: Date)

  /// Shows the members the task can be assigned to.
  ///
  /// - Parameter members: The members, in the service's order.
  func showMembers(_ members: [Member])

  /// Shows, in place of the members, why they could not be loaded; the task can still be saved
  /// without an assignee.
  ///
  /// - Parameter message: Why, in the user's words.
  func showMembersUnavailable(message: String)

  /// Shows what is wrong with the fields, beside them, or clears it.
  ///
  /// - Parameters:
  ///   - title: What is wrong with the title, or `nil` when nothing is.
  ///   - dueDate: What is wrong with the due date, or `nil` when nothing is.
  func showFieldProblems(title: String?, dueDate: String?)

  /// Shows that the task is being saved, with Save disabled, or that it no longer is.
  ///
  /// - Parameter isSaving: Whether a save is on its way.
  func showSaving(_ isSaving: Bool)

  /// Shows, over the form as the user left it, why the task could not be created.
  ///
  /// - Parameter message: What went wrong, in the user's words.
  func showSaveFailure(message: String)

  /// Asks whether to throw away what the user entered, with Discard and Keep Editing.
  ///
  /// - Parameter message: The question, in the user's words.
  func showDiscardConfirmation(message: String)
}

/// The create-task form's events, which the presenter handles.
@MainActor
public protocol CreateTaskPresentation: AnyObject {
  /// Tells the presenter the form loaded, so it shows it and loads the members.
  func viewDidLoad() async

  /// Tells the presenter the user tapped Save.
  ///
  /// - Parameter input: What the form holds, as typed.
  func saveButtonDidTap(_ input: TaskDraft) async

  /// Tells the presenter the user tapped Cancel.
  ///
  /// - Parameter input: What the form holds, as typed.
  func cancelButtonDidTap(_ input: TaskDraft) async

  /// Tells the presenter the user chose Discard on the confirmation.
  func discardButtonDidTap() async
}

/// The create-task use case: it answers through its output rather than by returning.
@MainActor
public protocol CreateTaskUseCase: AnyObject {
  /// Where the results go: the presenter, held weakly.
  var output: (any CreateTaskInteractorOutput)? { get set }

  /// Loads the members a task can be assigned to, and sends them or why they are missing.
  func fetchMembers() async

  /// Checks what the user entered, then creates the task, and sends the task, the problems
  /// with the input, or why the task could not be created. Returns when that is known.
  ///
  /// - Parameter input: What the form holds, as typed.
  func createTask(_ input: TaskDraft) async
}

/// What the create-task use case reports.
@MainActor
public protocol CreateTaskInteractorOutput: AnyObject {
  /// Receives the members.
  ///
  /// - Parameter members: The members, in the service's order.
  func outputMembers(_ members: [Member])

  /// Receives why the members could not be loaded.
  ///
  /// - Parameter error: The failure.
  func outputMembersError(_ error: TaskRepositoryError)

  /// Receives what is wrong with the input; nothing was sent.
  ///
  /// - Parameter problems: Each problem, in the order of the fields.
  func outputInputProblems(_ problems: [CreateTaskInputProblem])

  /// Receives the task the service created.
  ///
  /// - Parameter task: The new task.
  func outputCreatedTask(_ task: TaskItem)

  /// Receives why the task could not be created.
  ///
  /// - Parameter error: The failure.
  func outputCreateTaskError(_ error: TaskRepositoryError)
}

/// Where the create-task form leads.
@MainActor
public protocol CreateTaskWireframe: AnyObject {
  /// Closes the form.
  func dismissCreateTaskView()
}

/// Hears about the tasks the create-task form creates; the task list adopts it to refresh.
@MainActor
public protocol CreateTaskModuleDelegate: AnyObject {
  /// Tells the delegate a task was created and the form closed. Returns when the delegate is
  /// done with it, for the task list once it has refreshed.
  ///
  /// - Parameter task: The new task.
  func createTaskDidCreateTask(_ task: TaskItem) async
}
