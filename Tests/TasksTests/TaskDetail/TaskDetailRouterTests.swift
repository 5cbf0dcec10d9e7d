import Tasks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct TaskDetailRouterTests {
  private let journal = Journal()

  @Test func `goes back to the list by popping the detail`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)

    TaskDetailRouter(navigator: navigator).popTaskDetailView()

    expectTranscript(journal, "navigator.navigate(.pop)")
  }
}
