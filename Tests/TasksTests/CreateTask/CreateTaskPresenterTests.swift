import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct CreateTaskPresenterTests {
  private let journal = Journal()
  private let view: CreateTaskRecorderView
  private let interactor: MockCreateTaskUseCase
  private let wireframe: MockCreateTaskWireframe
  private let delegate: MockCreateTaskModuleDelegate
  /// Wednesday 2026-11-18 09:00 UTC.
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let presenter: CreateTaskPresenter
  private let milk = TaskItem(id: "t3", title: "Buy milk")

  init() {
    view = CreateTaskRecorderView(journal: journal)
    interactor = MockCreateTaskUseCase(journal: journal)
    wireframe = MockCreateTaskWireframe(journal: journal)
    delegate = MockCreateTaskModuleDelegate(journal: journal)
    presenter = CreateTaskPresenter(
      view: view,
      interactor: interactor,
      wireframe: wireframe,
      delegate: delegate,
      clock: clock,
      settings: .utcEnglish
    )
    view.presenter = presenter
  }

  @Test func `shows the form from today on, then the members`() async {
    interactor.fetchMembersStub.returns(())

    await view.load()
    presenter.outputMembers([Member(id: "ana", name: "Ana"), Member(id: "ben", name: "Ben")])

    expectTranscript(
      journal,
      """
      view.showForm(minimumDueDate: 2026-11-18T00:00:00Z)
      interactor.fetchMembers()
      view.showMembers(["Ana", "Ben"])
      """
    )
  }

  @Test func `members that cannot be loaded leave the form usable`() {
    presenter.outputMembersError(.unavailable(reason: "offline"))

    expectTranscript(
      journal,
      """
      view.showMembersUnavailable(
        message: "The members could not be loaded: the task service could not be reached (offline). The task can be saved without an assignee.",
      )
      """
    )
  }

  @Test func `a created task closes the form, then tells the delegate`() async {
    interactor.createTask.suspends()
    let save = Task { await presenter.saveButtonDidTap(TaskDraft(title: " Buy milk ")) }
    await interactor.createTask.waitUntilSuspended()
    presenter.outputCreatedTask(milk)
    interactor.createTask.resume(returning: ())
    await save.value

    expectTranscript(
      journal,
      """
      view.showSaving(true)
      interactor.createTask(TaskDraft(title: " Buy milk ", details: "", assignee: nil, dueDate: nil))
      router.dismissCreateTaskView()
      delegate.createTaskDidCreateTask("Buy milk")
      """
    )
  }

  @Test func `problems show beside their fields, and the form stays as typed`() async {
    interactor.createTask.suspends()
    let save = Task { await presenter.saveButtonDidTap(TaskDraft(title: "")) }
    await interactor.createTask.waitUntilSuspended()
    presenter.outputInputProblems([.titleTooLong(length: 104, limit: 100), .dueDateInPast])
    interactor.createTask.resume(returning: ())
    await save.value

    expectTranscript(
      journal,
      """
      view.showSaving(true)
      interactor.createTask(TaskDraft(title: "", details: "", assignee: nil, dueDate: nil))
      view.showFieldProblems(
        title: "Shorten the title to 100 characters; it has 104.",
        dueDate: "Choose today or a later day.",
      )
      view.showSaving(false)
      """
    )
  }

  @Test func `a failed save says why, clears the field problems, and closes nothing`() {
    presenter.outputInputProblems([.titleMissing])
    presenter.outputCreateTaskError(.timedOut)

    expectTranscript(
      journal,
      """
      view.showFieldProblems(title: "Enter a title.", dueDate: nil)
      view.showFieldProblems(title: nil, dueDate: nil)
      view.showSaveFailure(
        message: "The task could not be created: the task service did not answer in time.",
      )
      """
    )
  }

  @Test func `a second tap on Save while the first is on its way does nothing`() async {
    interactor.createTask.suspends()
    let first = Task { await presenter.saveButtonDidTap(TaskDraft(title: "Buy milk")) }
    await interactor.createTask.waitUntilSuspended()

    await presenter.saveButtonDidTap(TaskDraft(title: "Buy milk"))
    await presenter.cancelButtonDidTap(TaskDraft(title: "Buy milk"))
    presenter.outputCreatedTask(milk)
    interactor.createTask.resume(returning: ())
    await first.value

    #expect(interactor.createTask.callCount == 1)
    expectTranscript(
      journal,
      #"""
      view.showSaving(true)
      interactor.createTask(TaskDraft(title: "Buy milk", details: "", assignee: nil, dueDate: nil))
      router.dismissCreateTaskView()
      delegate.createTaskDidCreateTask("Buy milk")
      """#
    )
  }

  @Test func `cancel closes an empty form at once`() async {
    await presenter.cancelButtonDidTap(TaskDraft(title: "  ", details: "\n"))

    expectTranscript(journal, "router.dismissCreateTaskView()")
  }

  @Test(arguments: [
    TaskDraft(title: "B"),
    TaskDraft(title: "", details: "Two litres."),
    TaskDraft(title: "", assignee: Member(id: "ana", name: "Ana")),
    TaskDraft(title: "", dueDate: Date(timeIntervalSince1970: 1_794_992_400)),
  ])
  func `cancel with anything entered asks first, and Discard closes`(_ input: TaskDraft) async {
    await presenter.cancelButtonDidTap(input)
    await presenter.discardButtonDidTap()

    expectTranscript(
      journal,
      """
      view.showDiscardConfirmation(message: "Discard this task? What you entered will be lost.")
      router.dismissCreateTaskView()
      """
    )
  }
}
