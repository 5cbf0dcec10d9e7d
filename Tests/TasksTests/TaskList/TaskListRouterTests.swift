import Tasks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskListRouterTests {
  private let journal = Journal()

  @Test func `pushes a task's detail and presents the create-task screen modally`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)
    let router = TaskListRouter(navigator: navigator)

    router.pushTaskDetailView(taskId: "t2")
    router.presentCreateTaskView()

    #expect(
      navigator.routes == [.push(.taskDetail(id: "t2")), .present(.createTask, style: .modal)]
    )
    expectTranscript(
      journal,
      #"""
      navigator.navigate(.push(.taskDetail(id: "t2")))
      navigator.navigate(.present(.createTask, style: .modal))
      """#
    )
  }

  @Test func `does not keep the navigator alive`() {
    var navigator: RecorderNavigator<TasksScreen>? = RecorderNavigator(journal: journal)
    weak let released = navigator
    let router = TaskListRouter(navigator: navigator!)

    navigator = nil
    router.presentCreateTaskView()

    #expect(released == nil)
  }
}
