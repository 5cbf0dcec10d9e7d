import Tasks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct CreateTaskRouterTests {
  private let journal = Journal()

  @Test func `closes the form by dismissing it`() {
    let navigator = RecorderNavigator<TasksScreen>(journal: journal)

    CreateTaskRouter(navigator: navigator).dismissCreateTaskView()

    expectTranscript(journal, "navigator.navigate(.dismiss)")
  }
}
