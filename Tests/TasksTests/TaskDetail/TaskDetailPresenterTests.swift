import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskDetailPresenterTests {
  private let journal = Journal()
  private let view: TaskDetailRecorderView
  private let interactor: MockTaskDetailUseCase
  private let wireframe: MockTaskDetailWireframe
  private let delegate: MockTaskDetailModuleDelegate
  /// Wednesday 2026-11-18 09:00 UTC.
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let presenter: TaskDetailPresenter
  private let milk = TaskItem(
    id: "t2",
    title: "Buy milk",
    details: "Two litres.",
    assignee: Member(id: "ben", name: "Ben"),
    dueDate: Date(timeIntervalSince1970: 1_794_992_400 + 86_400)
  )

  init() {
    view = TaskDetailRecorderView(journal: journal)
    interactor = MockTaskDetailUseCase(journal: journal)
    wireframe = MockTaskDetailWireframe(journal: journal)
    delegate = MockTaskDetailModuleDelegate(journal: journal)
    presenter = TaskDetailPresenter(
      view: view,
      taskId: "t2",
      interactor: interactor,
      wireframe: wireframe,
      delegate: delegate,
      clock: clock,
      settings: .utcEnglish
    )
    view.presenter = presenter
  }

  @Test func `shows the loading state, then asks for its task`() async {
    interactor.fetchTask.returns(())

    await view.load()

    expectTranscript(
      journal,
      """
      view.showLoadingState()
      interactor.fetchTask(id: "t2")
      """
    )
  }

  @Test func `shows every field of the task, the due day in full and from today`() {
    presenter.outputTask(milk)

    expectTranscript(
      journal,
      """
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      """
    )
  }

  @Test func `a late task is overdue until it is done, and a task may have no due date`() {
    var late = milk
    late.dueDate = Date(timeIntervalSince1970: 1_794_992_400 - 2 * 86_400)
    presenter.outputTask(late)
    late.isDone = true
    presenter.outputTask(late)
    presenter.outputTask(TaskItem(id: "t2", title: "Buy milk"))

    expectTranscript(
      journal,
      """
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Monday, November 16, 2026 (2 days ago), overdue
        description: "Two litres."
      view.showTask
        [x] "Buy milk"
        assignee: Ben
        due: Monday, November 16, 2026 (2 days ago)
        description: "Two litres."
      view.showTask
        [ ] "Buy milk"
        assignee: Unassigned
        due: none
      """
    )
  }

  @Test func `a toggle shows the task done at once, then tells the delegate once it is kept`()
    async
  {
    presenter.outputTask(milk)
    expectTranscript(
      journal,
      #"""
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      """#
    )
    interactor.setDone.returns(())

    await presenter.doneToggleDidTap()
    var done = milk
    done.isDone = true
    presenter.outputDoneChanged(done)

    expectTranscript(
      journal,
      """
      view.showTask
        [x] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      interactor.setDone(true, taskId: "t2")
      delegate.taskDetailDidChangeTask(
        TaskItem(
          id: "t2",
          title: "Buy milk",
          details: "Two litres.",
          assignee: Member(id: "ben", name: "Ben"),
          dueDate: 2026-11-19T09:00:00Z,
          isDone: true,
        ),
      )
      """
    )
  }

  @Test func `a change the service refuses is shown undone, with why`() async {
    presenter.outputTask(milk)
    interactor.setDone.returns(())
    await presenter.doneToggleDidTap()
    expectTranscript(
      journal,
      #"""
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      view.showTask
        [x] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      interactor.setDone(true, taskId: "t2")
      """#
    )

    presenter.outputDoneChangeError(.refused(reason: "the task is locked"))

    expectTranscript(
      journal,
      """
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      view.showDoneChangeFailure(
        message: "The task could not be marked done: the task service refused the request (the task is locked).",
      )
      """
    )
  }

  @Test func `a tap while a change is on its way does nothing`() async {
    presenter.outputTask(milk)
    interactor.setDone.suspends()
    let first = Task { await presenter.doneToggleDidTap() }
    await interactor.setDone.waitUntilSuspended()

    await presenter.doneToggleDidTap()
    interactor.setDone.resume(returning: ())
    await first.value

    #expect(interactor.setDone.callCount == 1)
    #expect(view.task?.isDone == true)
    expectTranscript(
      journal,
      #"""
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      view.showTask
        [x] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      interactor.setDone(true, taskId: "t2")
      """#
    )
  }

  @Test func `a task that is gone shows the not-found state, which leads back to the list`()
    async
  {
    presenter.outputTaskNotFound(id: "t2")
    await presenter.doneToggleDidTap()
    await presenter.backToListButtonDidTap()

    expectTranscript(
      journal,
      """
      view.showNotFoundState(message: "This task is no longer on this device; it may have been deleted.")
      router.popTaskDetailView()
      """
    )
  }

  @Test func `a task removed while its change was on its way shows the not-found state`() async {
    presenter.outputTask(milk)
    interactor.setDone.returns(())
    await presenter.doneToggleDidTap()
    expectTranscript(
      journal,
      #"""
      view.showTask
        [ ] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      view.showTask
        [x] "Buy milk"
        assignee: Ben
        due: Thursday, November 19, 2026 (tomorrow)
        description: "Two litres."
      interactor.setDone(true, taskId: "t2")
      """#
    )

    presenter.outputDoneChangeError(.notFound(id: "t2"))

    expectTranscript(
      journal,
      """
      view.showNotFoundState(message: "This task is no longer on this device; it may have been deleted.")
      """
    )
  }

  @Test func `a task this device cannot read shows the error state`() {
    presenter.outputTaskError(.store(.io(path: "tasks.json", reason: "permission denied")))

    expectTranscript(
      journal,
      """
      view.showErrorState(
        message: "The task could not be loaded: the copy of the tasks on this device failed. Could not read or write the store at tasks.json: permission denied.",
      )
      """
    )
  }
}
