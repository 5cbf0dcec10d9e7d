public import ViperCore

/// The task detail's presenter: shows the task, and marks it done or not done at once, before
/// the service answers; a change the service does not take is shown undone, with why.
///
/// One change runs at a time: a tap on the toggle while the service has not answered does
/// nothing, so the screen never shows a state the device and the service disagree on.
@MainActor
public final class TaskDetailPresenter: TaskDetailPresentation, TaskDetailInteractorOutput {
  private weak var view: (any TaskDetailView)?
  private weak var delegate: (any TaskDetailModuleDelegate)?
  private let taskId: String
  private let interactor: any TaskDetailUseCase
  private let wireframe: any TaskDetailWireframe
  private let clock: any DateClock
  private let dueDateText: DueDateText
  /// The task as the device and the service last agreed on it.
  private var task: TaskItem?
  private var isChangingDone = false

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - taskId: The task the screen shows.
  ///   - interactor: The use case.
  ///   - wireframe: Where the screen leads.
  ///   - delegate: Told about each change the service took, held weakly.
  ///   - clock: Where "today" comes from, for the due day.
  ///   - settings: The calendar, time zone and locale the due day is counted and named in.
  public init(
    view: any TaskDetailView,
    taskId: String,
    interactor: any TaskDetailUseCase,
    wireframe: any TaskDetailWireframe,
    delegate: (any TaskDetailModuleDelegate)?,
    clock: any DateClock,
    settings: CalendarSettings
  ) {
    self.view = view
    self.taskId = taskId
    self.interactor = interactor
    self.wireframe = wireframe
    self.delegate = delegate
    self.clock = clock
    self.dueDateText = DueDateText(settings: settings)
  }

  public func viewDidLoad() async {
    view?.showLoadingState()
    await interactor.fetchTask(id: taskId)
  }

  public func doneToggleDidTap() async {
    guard let task, !isChangingDone else { return }
    isChangingDone = true
    var changed = task
    changed.isDone.toggle()
    view?.showTask(model(of: changed))
    await interactor.setDone(changed.isDone, taskId: task.id)
    isChangingDone = false
  }

  public func backToListButtonDidTap() async {
    wireframe.popTaskDetailView()
  }

  public func outputTask(_ task: TaskItem) {
    self.task = task
    view?.showTask(model(of: task))
  }

  public func outputTaskNotFound(id: String) {
    task = nil
    view?.showNotFoundState(
      message: "This task is no longer on this device; it may have been deleted."
    )
  }

  public func outputTaskError(_ error: TaskRepositoryError) {
    view?.showErrorState(message: "The task could not be loaded: " + error.explanation)
  }

  public func outputDoneChanged(_ task: TaskItem) {
    self.task = task
    delegate?.taskDetailDidChangeTask(task)
  }

  public func outputDoneChangeError(_ error: TaskRepositoryError) {
    if case .notFound(let id) = error {
      outputTaskNotFound(id: id)
      return
    }
    // The device has put the task back as it was; so does the screen.
    guard let task else { return }
    view?.showTask(model(of: task))
    let change = task.isDone ? "marked not done" : "marked done"
    view?.showDoneChangeFailure(message: "The task could not be \(change): " + error.explanation)
  }

  private func model(of task: TaskItem) -> TaskDetailModel {
    let now = clock.now
    let isLate = task.dueDate.map { dueDateText.isOverdue($0, now: now) } ?? false
    return TaskDetailModel(
      title: task.title,
      details: task.details,
      assignee: task.assignee?.name ?? "Unassigned",
      due: task.dueDate.map { "\(dueDateText.day($0)) (\(dueDateText.relative($0, now: now)))" },
      isOverdue: isLate && !task.isDone,
      isDone: task.isDone
    )
  }
}
