import Foundation
public import Tasks
public import TasksMocks
public import ViperMocks
public import ViperSpec

/// The world of the task specs: the task screens, headless, over one repository.
///
/// The copy on this device is an in-memory store; the team's service is a mock whose answers
/// the steps set, and that can hold a request until the scenario lets it answer; the clock is a
/// test clock, so every timeout and retry happens exactly when a step moves time. The screens'
/// work runs in tasks started on the clock, so a step returns once that work waits on the clock
/// or on the service, or has finished.
@MainActor
public final class TasksWorld: SpecWorld {
  /// The journal the recorder views, the service and the navigator write to.
  public let journal: Journal
  /// The clock, Wednesday 2026-11-18 09:00 UTC unless a step moves it.
  public let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  /// UTC, US English, weeks from Monday.
  public let settings = CalendarSettings(
    timeZone: TimeZone(identifier: "UTC") ?? .gmt,
    locale: Locale(identifier: "en_US"),
    firstWeekday: .monday
  )
  /// The copy of the tasks on this device.
  public let local = InMemoryDataStore<TaskItem>()
  /// The team's task service.
  public let remote: MockTaskRemoteService
  /// The repository every task screen shares.
  public let repository: TaskRepository
  /// The members the create-task form offers.
  public let members: MemberRepository
  /// The navigator that records every route.
  public let navigator: RecorderNavigator<TasksScreen>
  /// The task list, once it loaded; it records as `list`.
  public private(set) var taskListView: TaskListRecorderView?
  /// The task detail, while it is pushed; it records as `detail`.
  public private(set) var taskDetailView: TaskDetailRecorderView?
  /// The create-task form, while it is presented; it records as `form`.
  public private(set) var createTaskView: CreateTaskRecorderView?
  /// What the user has entered on the create-task form so far, as typed.
  public var createTaskInput = TaskDraft(title: "")
  /// The tasks the service holds, as the last table of them said, for the answer after a create.
  private var serviceTasks: [TaskItem] = []
  private var followedRoutes = 0

  /// Creates the world; no screen shows until a step says so.
  public init() {
    journal = Journal(reporter: .testRunner)
    remote = MockTaskRemoteService(journal: journal)
    repository = TaskRepository(local: local, remote: remote, clock: clock)
    members = MemberRepository(remote: remote, clock: clock)
    navigator = RecorderNavigator(journal: journal)
  }

  /// Builds the task list and lets it load.
  public func loadTaskList() async {
    let view = TaskListRecorderView(journal: journal, name: "list")
    TaskListModule.assemble(
      view: view,
      repository: repository,
      clock: clock,
      settings: settings,
      navigator: navigator
    )
    taskListView = view
    await start { await view.load() }
  }

  /// Runs a user's action on the task list, as the screen would.
  ///
  /// - Parameter action: What the user does, given the list's presenter.
  /// - Throws: A `StepFailure` when the task list is not showing.
  public func onTaskList(
    _ action: @escaping @MainActor (any TaskListPresentation) async -> Void
  ) async throws {
    guard let presenter = taskListView?.presenter else {
      throw StepFailure("The task list is not showing; add 'When the task list appears' first.")
    }
    await start { await action(presenter) }
  }

  /// Builds the detail of a task and lets it load, as a link to the task would.
  ///
  /// - Parameter id: The task's identifier.
  public func openTaskDetail(id: String) async {
    let view = TaskDetailRecorderView(journal: journal, name: "detail")
    TaskDetailModule.assemble(
      view: view,
      taskId: id,
      repository: repository,
      clock: clock,
      settings: settings,
      navigator: navigator,
      delegate: taskListView?.presenter
    )
    taskDetailView = view
    await start { await view.load() }
  }

  /// Builds the create-task form over the list and lets it load.
  private func openCreateTask() async {
    let view = CreateTaskRecorderView(journal: journal, name: "form")
    CreateTaskModule.assemble(
      view: view,
      repository: repository,
      members: members,
      clock: clock,
      settings: settings,
      navigator: navigator,
      delegate: taskListView?.presenter
    )
    createTaskView = view
    createTaskInput = TaskDraft(title: "")
    await start { await view.load() }
  }

  /// Runs a user's action on the task detail, as the screen would.
  ///
  /// - Parameter action: What the user does, given the detail's presenter.
  /// - Throws: A `StepFailure` when no task detail is showing.
  public func onTaskDetail(
    _ action: @escaping @MainActor (any TaskDetailPresentation) async -> Void
  ) async throws {
    guard let presenter = taskDetailView?.presenter else {
      throw StepFailure(
        "No task detail is showing; add 'When the user taps the \"…\" task' first."
      )
    }
    await start { await action(presenter) }
  }

  /// Runs a user's action on the create-task form, as the screen would.
  ///
  /// - Parameter action: What the user does, given the form's presenter.
  /// - Throws: A `StepFailure` when the form is not showing.
  public func onCreateTask(
    _ action: @escaping @MainActor (any CreateTaskPresentation) async -> Void
  ) async throws {
    let presenter = try createTaskPresenter()
    await start { await action(presenter) }
  }

  /// Taps Save twice before either tap's work has run, as a quick double tap does.
  ///
  /// - Throws: A `StepFailure` when the form is not showing.
  public func doubleTapSave() async throws {
    let presenter = try createTaskPresenter()
    let input = createTaskInput
    clock.startTask { await presenter.saveButtonDidTap(input) }
    clock.startTask { await presenter.saveButtonDidTap(input) }
    await settle()
  }

  /// Makes the service create the task with this title from now on, answering the call it holds,
  /// and list it after the tasks it already holds.
  ///
  /// - Parameter title: The title the user entered, trimmed.
  public func serviceCreates(title: String) async {
    let input = createTaskInput
    let task = TaskItem(
      id: TaskItem.specID(forTitle: title),
      title: title,
      details: input.details.trimmingCharacters(in: .whitespacesAndNewlines),
      assignee: input.assignee,
      dueDate: input.dueDate
    )
    remote.createTask.returns(task)
    remote.fetchTasksStub.returns(serviceTasks + [task])
    for _ in 0..<remote.createTask.suspendedCallCount {
      remote.createTask.resume(returning: task)
    }
    await settle()
  }

  /// Lets time pass on the clock; the timeouts and retries due by then happen, in order.
  ///
  /// - Parameter seconds: How many seconds pass.
  public func pass(seconds: Int) async {
    await clock.advance(by: .seconds(seconds))
    await followRoutes()
  }

  /// Sets what the service answers from now on, and answers the requests it holds with it.
  ///
  /// - Parameter tasks: The team's tasks.
  public func serviceAnswers(_ tasks: [TaskItem]) async {
    serviceTasks = tasks
    remote.fetchTasksStub.returns(tasks)
    for _ in 0..<remote.fetchTasksStub.suspendedCallCount {
      remote.fetchTasksStub.resume(returning: tasks)
    }
    await settle()
  }

  /// Makes the service take every change from now on, and the changes it holds.
  public func serviceTakesChanges() async {
    remote.updateTask.returns(())
    for _ in 0..<remote.updateTask.suspendedCallCount {
      remote.updateTask.resume(returning: ())
    }
    await settle()
  }

  /// Makes every call to the service fail from now on, the way a step says.
  ///
  /// - Parameter error: What each call fails with.
  public func serviceFails(with error: TaskRemoteError) {
    remote.fetchTasksStub.fails(with: error)
    remote.fetchMembersStub.fails(with: error)
    remote.createTask.fails(with: error)
    remote.updateTask.fails(with: error)
  }

  /// Makes every call to the service wait for an answer that never comes; a call ends when the
  /// app gives up on it, as a real service's does.
  public func serviceDoesNotAnswer() {
    let cancelled = TaskRemoteError.unavailable(reason: "cancelled")
    remote.fetchTasksStub.suspends(whenCancelled: cancelled)
    remote.fetchMembersStub.suspends(whenCancelled: cancelled)
    remote.createTask.suspends(whenCancelled: cancelled)
    remote.updateTask.suspends(whenCancelled: cancelled)
  }

  /// The form's presenter, or a failure that says how to open the form.
  private func createTaskPresenter() throws -> any CreateTaskPresentation {
    guard let presenter = createTaskView?.presenter else {
      throw StepFailure(
        "The create-task form is not showing; add 'When the user taps the add button' first."
      )
    }
    return presenter
  }

  /// Starts a screen's work on the clock and returns once it waits on the clock or the service,
  /// or has finished, and the screens it led to have appeared.
  private func start(_ work: @escaping @MainActor () async -> Void) async {
    clock.startTask(work)
    await settle()
  }

  /// Returns once the screens' work waits on the clock or the service, or has finished, and the
  /// screens it led to have appeared.
  private func settle() async {
    await clock.run()
    await followRoutes()
  }

  /// Performs the routes the screens asked for since the last call, as the app's navigator
  /// would: a pushed task detail or a presented create-task form is built and loads, a pop or a
  /// dismiss closes it.
  private func followRoutes() async {
    while followedRoutes < navigator.routes.count {
      let route = navigator.routes[followedRoutes]
      followedRoutes += 1
      switch route {
      case .push(.taskDetail(let id)): await openTaskDetail(id: id)
      case .pop: taskDetailView = nil
      case .present(.createTask, _): await openCreateTask()
      case .dismiss: createTaskView = nil
      default: break
      }
    }
  }
}
