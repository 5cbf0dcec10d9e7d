import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskDetailModuleTests {
  private let journal = Journal()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))

  @Test func `wires the parts so the task shows, changes, and tells the delegate`() async throws {
    let view = TaskDetailRecorderView(journal: journal)
    let remote = MockTaskRemoteService(journal: journal)
    let delegate = MockTaskDetailModuleDelegate(journal: journal)
    let local = InMemoryDataStore([TaskItem(id: "t1", title: "Write it")])
    remote.updateTask.returns(())
    TaskDetailModule.assemble(
      view: view,
      taskId: "t1",
      repository: TaskRepository(local: local, remote: remote, clock: clock),
      clock: clock,
      settings: .utcEnglish,
      navigator: RecorderNavigator<TasksScreen>(journal: journal),
      delegate: delegate
    )
    let presenter = try #require(view.presenter)

    await view.load()
    await presenter.doneToggleDidTap()

    expectTranscript(
      journal,
      """
      view.showLoadingState()
      view.showTask
        [ ] "Write it"
        assignee: Unassigned
        due: none
      view.showTask
        [x] "Write it"
        assignee: Unassigned
        due: none
      service.updateTask(
        TaskItem(id: "t1", title: "Write it", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      delegate.taskDetailDidChangeTask(
        TaskItem(id: "t1", title: "Write it", details: "", assignee: nil, dueDate: nil, isDone: true),
      )
      """
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    let repository = TaskRepository(
      local: InMemoryDataStore(),
      remote: MockTaskRemoteService(journal: journal),
      clock: clock
    )

    expectModuleReleased(withView: TaskDetailRecorderView(journal: journal)) { view in
      let interactor = TaskDetailInteractor(repository: repository)
      let router = TaskDetailRouter(navigator: navigator)
      let presenter = TaskDetailModule.assemble(
        view: view,
        taskId: "t1",
        interactor: interactor,
        wireframe: router,
        delegate: MockTaskDetailModuleDelegate(journal: journal),
        clock: clock,
        settings: .utcEnglish
      )
      return [presenter, interactor, router]
    }
  }
}
