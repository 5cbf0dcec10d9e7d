public import ViperCore

/// The task list's presenter: shows the tasks on this device at once and the refreshed ones when
/// they come, says when they may be out of date, and keeps one refresh running at a time.
///
/// A failure replaces the screen with the error state only when there is nothing to show; over
/// a list (or the empty state) it becomes a notice, and the list stays usable. A pull to refresh
/// or a Retry while a refresh runs asks nothing more: the running refresh answers both.
@MainActor
public final class TaskListPresenter: TaskListPresentation, TaskListInteractorOutput {
  private weak var view: (any TaskListView)?
  private let interactor: any TaskListUseCase
  private let wireframe: any TaskListWireframe
  private let clock: any DateClock
  private let dueDateText: DueDateText
  private var isFetching = false
  /// The tasks on screen, empty while it shows none.
  private var shownTasks: [TaskItem] = []
  private var isShowingTasks = false
  private var isShowingNotice = false
  private var refreshIsPulled = false

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: The use case.
  ///   - wireframe: Where the screen leads.
  ///   - clock: Where "today" comes from, for the due days.
  ///   - settings: The calendar, time zone and locale the due days are counted and named in.
  public init(
    view: any TaskListView,
    interactor: any TaskListUseCase,
    wireframe: any TaskListWireframe,
    clock: any DateClock,
    settings: CalendarSettings
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
    self.clock = clock
    self.dueDateText = DueDateText(settings: settings)
  }

  public func viewDidLoad() async {
    view?.showLoadingState()
    await fetch()
  }

  public func refreshDidPull() async {
    refreshIsPulled = true
    await fetch()
  }

  public func retryButtonDidTap() async {
    guard !isFetching else { return }
    view?.showLoadingState()
    await fetch()
  }

  public func taskCellDidTap(taskId: String) async {
    wireframe.pushTaskDetailView(taskId: taskId)
  }

  public func addTaskButtonDidTap() async {
    wireframe.presentCreateTaskView()
  }

  public func outputCachedTaskList(_ taskList: [TaskItem]) {
    // A refresh over a list on screen keeps it: the copy on this device is what it shows.
    guard !taskList.isEmpty, !isShowingTasks else { return }
    show(taskList)
  }

  public func outputAllTaskList(_ taskList: [TaskItem]) {
    if isShowingNotice {
      isShowingNotice = false
      view?.hideOutOfDateNotice()
    }
    show(taskList)
  }

  public func outputTaskListError(_ error: TaskRepositoryError) {
    guard isShowingTasks else {
      view?.showErrorState(message: "The tasks could not be loaded: " + error.explanation)
      return
    }
    isShowingNotice = true
    view?.showOutOfDateNotice(message: "These tasks may be out of date: " + error.explanation)
  }

  public func taskDetailDidChangeTask(_ task: TaskItem) {
    guard let index = shownTasks.firstIndex(where: { $0.id == task.id }) else { return }
    var tasks = shownTasks
    tasks[index] = task
    show(tasks)
  }

  public func createTaskDidCreateTask(_ task: TaskItem) async {
    await fetch()
  }

  /// Runs one fetch; a call while one runs returns at once, and the running one ends the
  /// pull-to-refresh spinner for both.
  private func fetch() async {
    guard !isFetching else { return }
    isFetching = true
    await interactor.fetchAllTaskList()
    isFetching = false
    if refreshIsPulled {
      refreshIsPulled = false
      view?.endRefreshing()
    }
  }

  private func show(_ taskList: [TaskItem]) {
    isShowingTasks = true
    shownTasks = taskList
    guard !taskList.isEmpty else {
      view?.showEmptyState()
      return
    }
    let now = clock.now
    view?.showTaskList(
      taskList.map { task in
        let isLate = task.dueDate.map { dueDateText.isOverdue($0, now: now) } ?? false
        return TaskCellModel(
          id: task.id,
          title: task.title,
          assignee: task.assignee?.name ?? "Unassigned",
          due: task.dueDate.map { dueDateText.relative($0, now: now) },
          isOverdue: isLate && !task.isDone,
          isDone: task.isDone
        )
      }
    )
  }
}
