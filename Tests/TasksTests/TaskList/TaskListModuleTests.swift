import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskListModuleTests {
  private let journal = Journal()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_763_456_400))

  @Test func `wires the parts so the refreshed tasks show and lead on`() async throws {
    let view = TaskListRecorderView(journal: journal)
    let remote = MockTaskRemoteService(journal: journal)
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    remote.fetchTasksStub.returns([TaskItem(id: "t1", title: "Write the report")])
    TaskListModule.assemble(
      view: view,
      repository: TaskRepository(local: InMemoryDataStore(), remote: remote, clock: clock),
      clock: clock,
      settings: .utcEnglish,
      navigator: navigator
    )
    let presenter = try #require(view.presenter)

    await view.load()
    await presenter.taskCellDidTap(taskId: "t1")
    await presenter.addTaskButtonDidTap()

    expectTranscript(
      journal,
      """
      view.showLoadingState()
      service.fetchTasks()
      view.showTaskList
        [ ] "Write the report" · Unassigned · no due date
      navigator.navigate(.push(.taskDetail(id: "t1")))
      navigator.navigate(.present(.createTask, style: .modal))
      """
    )
  }

  @Test func `a load started on the clock has shown the answer once the clock runs, every time`()
    async
  {
    var unsettled: [String] = []
    for _ in 0..<200 {
      let journal = Journal()
      let remote = MockTaskRemoteService(journal: journal)
      remote.fetchTasksStub.returns([])
      let view = TaskListRecorderView(journal: journal)
      TaskListModule.assemble(
        view: view,
        repository: TaskRepository(local: InMemoryDataStore(), remote: remote, clock: clock),
        clock: clock,
        settings: .utcEnglish,
        navigator: RecorderNavigator<TasksScreen>(journal: journal)
      )

      let load = clock.startTask { await view.load() }
      await clock.run()

      let shown = journal.transcript
      // The transcript is checked below, as it stood once the work settled.
      journal.skipUnassertedEntries()
      if !shown.hasSuffix("view.showEmptyState()") { unsettled.append(shown) }
      await load.value
    }
    #expect(unsettled == [])
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    let repository = TaskRepository(
      local: InMemoryDataStore(),
      remote: MockTaskRemoteService(journal: journal),
      clock: clock
    )

    expectModuleReleased(withView: TaskListRecorderView(journal: journal)) { view in
      let interactor = TaskListInteractor(repository: repository)
      let router = TaskListRouter(navigator: navigator)
      let presenter = TaskListModule.assemble(
        view: view,
        interactor: interactor,
        wireframe: router,
        clock: clock,
        settings: .utcEnglish
      )
      return [presenter, interactor, router]
    }
  }
}
