import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskListPresenterTests {
  private let journal = Journal()
  private let view: TaskListRecorderView
  private let interactor: MockTaskListUseCase
  private let wireframe: MockTaskListWireframe
  /// Wednesday 2026-11-18 09:00 UTC.
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let presenter: TaskListPresenter
  private let report = TaskItem(id: "t1", title: "Write the report", isDone: true)
  private let milk = TaskItem(
    id: "t2",
    title: "Buy milk",
    assignee: Member(id: "m1", name: "Ana"),
    dueDate: Date(timeIntervalSince1970: 1_794_992_400 + 86_400)
  )

  init() {
    view = TaskListRecorderView(journal: journal)
    interactor = MockTaskListUseCase(journal: journal)
    wireframe = MockTaskListWireframe(journal: journal)
    presenter = TaskListPresenter(
      view: view,
      interactor: interactor,
      wireframe: wireframe,
      clock: clock,
      settings: .utcEnglish
    )
    view.presenter = presenter
  }

  @Test func `shows the loading state, then asks for the tasks`() async {
    interactor.fetchAllTaskListStub.returns(())

    await view.load()

    expectTranscript(
      journal,
      """
      view.showLoadingState()
      interactor.fetchAllTaskList()
      """
    )
  }

  @Test func `shows the cached tasks at once, then the refreshed list replaces them`() {
    presenter.outputCachedTaskList([report])
    presenter.outputAllTaskList([milk, report])

    expectTranscript(
      journal,
      """
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      view.showTaskList
        [ ] "Buy milk" · Ana · due tomorrow
        [x] "Write the report" · Unassigned · no due date
      """
    )
  }

  @Test func `a refresh over the list on screen does not show the cached copy again`() {
    presenter.outputAllTaskList([report])
    presenter.outputCachedTaskList([report])

    expectTranscript(
      journal,
      """
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      """
    )
  }

  @Test func `shows the empty state when the team has no tasks`() {
    presenter.outputAllTaskList([])

    expectTranscript(journal, "view.showEmptyState()")
  }

  @Test func `a failure with nothing on screen shows the error state, which Retry loads again`()
    async
  {
    interactor.fetchAllTaskListStub.returns(())

    presenter.outputTaskListError(.timedOut)
    await presenter.retryButtonDidTap()

    expectTranscript(
      journal,
      """
      view.showErrorState(
        message: "The tasks could not be loaded: the task service did not answer in time.",
      )
      view.showLoadingState()
      interactor.fetchAllTaskList()
      """
    )
  }

  @Test func `a failure with cached tasks keeps them, under a notice that they may be out of date`()
  {
    presenter.outputCachedTaskList([report])
    presenter.outputTaskListError(.unavailable(reason: "offline"))
    presenter.outputAllTaskList([milk])

    expectTranscript(
      journal,
      """
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      view.showOutOfDateNotice(
        message: "These tasks may be out of date: the task service could not be reached (offline).",
      )
      view.hideOutOfDateNotice()
      view.showTaskList
        [ ] "Buy milk" · Ana · due tomorrow
      """
    )
  }

  @Test func `a failed pull to refresh over an empty list keeps it, with the notice`() async {
    interactor.fetchAllTaskListStub.returns(())
    presenter.outputAllTaskList([])

    await presenter.refreshDidPull()
    presenter.outputTaskListError(.refused(reason: "session expired"))

    expectTranscript(
      journal,
      """
      view.showEmptyState()
      interactor.fetchAllTaskList()
      view.endRefreshing()
      view.showOutOfDateNotice(
        message: "These tasks may be out of date: the task service refused the request (session expired).",
      )
      """
    )
  }

  @Test func `a pull to refresh while the load runs asks nothing more, and ends with the load`()
    async
  {
    interactor.fetchAllTaskListStub.suspends()

    async let load: Void = presenter.viewDidLoad()
    await interactor.fetchAllTaskListStub.waitUntilSuspended()
    await presenter.refreshDidPull()
    await presenter.retryButtonDidTap()
    #expect(interactor.fetchAllTaskListStub.callCount == 1)
    presenter.outputAllTaskList([report])
    interactor.fetchAllTaskListStub.resume(returning: ())
    await load

    expectTranscript(
      journal,
      """
      view.showLoadingState()
      interactor.fetchAllTaskList()
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      view.endRefreshing()
      """
    )
  }

  @Test func `a pull to refresh after the load asks again, keeping the list on screen`() async {
    interactor.fetchAllTaskListStub.returns(())
    await presenter.viewDidLoad()
    presenter.outputAllTaskList([report])
    expectTranscript(
      journal,
      #"""
      view.showLoadingState()
      interactor.fetchAllTaskList()
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      """#
    )

    await presenter.refreshDidPull()

    #expect(interactor.fetchAllTaskListStub.callCount == 2)
    expectTranscript(
      journal,
      """
      interactor.fetchAllTaskList()
      view.endRefreshing()
      """
    )
  }

  @Test func `cells say who does a task and when it is due, relative to the clock's today`() {
    let day: TimeInterval = 86_400
    let now = clock.now.timeIntervalSince1970
    presenter.outputAllTaskList([
      TaskItem(id: "a", title: "Today", dueDate: Date(timeIntervalSince1970: now + 14 * 3_600)),
      TaskItem(id: "b", title: "Late", dueDate: Date(timeIntervalSince1970: now - 2 * day)),
      TaskItem(
        id: "c",
        title: "Late but done",
        dueDate: Date(timeIntervalSince1970: now - day),
        isDone: true
      ),
      TaskItem(id: "d", title: "Later", dueDate: Date(timeIntervalSince1970: now + 3 * day)),
    ])

    expectTranscript(
      journal,
      """
      view.showTaskList
        [ ] "Today" · Unassigned · due today
        [ ] "Late" · Unassigned · due 2 days ago, overdue
        [x] "Late but done" · Unassigned · due yesterday
        [ ] "Later" · Unassigned · due in 3 days
      """
    )
  }

  @Test func `the due day is counted in the injected time zone and named in its locale`() {
    let tokyo = TaskListPresenter(
      view: view,
      interactor: interactor,
      wireframe: wireframe,
      clock: clock,
      settings: CalendarSettings(
        timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt,
        locale: Locale(identifier: "ja_JP"),
        firstWeekday: .monday
      )
    )
    // 09:00 UTC is 18:00 in Tokyo, so 16:00 UTC is already tomorrow there.
    let dueAt1600UTC = TaskItem(
      id: "t3",
      title: "請求書",
      dueDate: Date(timeIntervalSince1970: 1_794_992_400 + 7 * 3_600)
    )

    tokyo.outputAllTaskList([dueAt1600UTC])

    expectTranscript(
      journal,
      """
      view.showTaskList
        [ ] "請求書" · Unassigned · due 明日
      """
    )
  }

  @Test func `a tapped cell opens the task, and the add button the create-task screen`() async {
    await presenter.taskCellDidTap(taskId: "t2")
    await presenter.addTaskButtonDidTap()

    expectTranscript(
      journal,
      """
      router.pushTaskDetailView(taskId: "t2")
      router.presentCreateTaskView()
      """
    )
  }

  @Test func `a task changed on its detail shows changed in its row, without asking the service`() {
    presenter.outputAllTaskList([milk, report])
    expectTranscript(
      journal,
      #"""
      view.showTaskList
        [ ] "Buy milk" · Ana · due tomorrow
        [x] "Write the report" · Unassigned · no due date
      """#
    )
    var undone = report
    undone.isDone = false

    presenter.taskDetailDidChangeTask(undone)
    presenter.taskDetailDidChangeTask(TaskItem(id: "t9", title: "Not in the list"))

    expectTranscript(
      journal,
      """
      view.showTaskList
        [ ] "Buy milk" · Ana · due tomorrow
        [ ] "Write the report" · Unassigned · no due date
      """
    )
  }

  @Test func `a task created on the form refreshes the list, without the loading state`() async {
    presenter.outputAllTaskList([report])
    expectTranscript(
      journal,
      #"""
      view.showTaskList
        [x] "Write the report" · Unassigned · no due date
      """#
    )
    interactor.fetchAllTaskListStub.returns(())

    await presenter.createTaskDidCreateTask(milk)

    expectTranscript(journal, "interactor.fetchAllTaskList()")
  }
}
