import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct CreateTaskModuleTests {
  private let journal = Journal()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))

  @Test func `wires the parts so the form loads, saves, closes and tells the delegate`()
    async throws
  {
    let view = CreateTaskRecorderView(journal: journal)
    let remote = MockTaskRemoteService(journal: journal)
    let delegate = MockCreateTaskModuleDelegate(journal: journal)
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    remote.fetchMembersStub.returns([Member(id: "ana", name: "Ana")])
    remote.createTask.returns(TaskItem(id: "t3", title: "Buy milk"))
    CreateTaskModule.assemble(
      view: view,
      repository: TaskRepository(local: InMemoryDataStore(), remote: remote, clock: clock),
      members: MemberRepository(remote: remote, clock: clock),
      clock: clock,
      settings: .utcEnglish,
      navigator: navigator,
      delegate: delegate
    )
    let presenter = try #require(view.presenter)

    await view.load()
    await presenter.saveButtonDidTap(TaskDraft(title: "Buy milk"))

    expectTranscript(
      journal,
      """
      view.showForm(minimumDueDate: 2026-11-18T00:00:00Z)
      service.fetchMembers()
      view.showMembers(["Ana"])
      view.showSaving(true)
      service.createTask(TaskDraft(title: "Buy milk", details: "", assignee: nil, dueDate: nil))
      navigator.navigate(.dismiss)
      delegate.createTaskDidCreateTask("Buy milk")
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    let remote = MockTaskRemoteService(journal: journal)
    let repository = TaskRepository(local: InMemoryDataStore(), remote: remote, clock: clock)
    let members = MemberRepository(remote: remote, clock: clock)

    expectModuleReleased(withView: CreateTaskRecorderView(journal: journal)) { view in
      let interactor = CreateTaskInteractor(
        repository: repository,
        members: members,
        clock: clock,
        settings: .utcEnglish
      )
      let router = CreateTaskRouter(navigator: navigator)
      let presenter = CreateTaskModule.assemble(
        view: view,
        interactor: interactor,
        wireframe: router,
        delegate: MockCreateTaskModuleDelegate(journal: journal),
        clock: clock,
        settings: .utcEnglish
      )
      return [presenter, interactor, router]
    }
  }
}
