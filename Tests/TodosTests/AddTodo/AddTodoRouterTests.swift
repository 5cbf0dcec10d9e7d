import Testing
import Todos
import ViperTesting

@MainActor
@Suite(.harness) struct AddTodoRouterTests {
  let journal = Journal()

  @Test(.tags(.regression)) func `dismisses the form`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = AddTodoRouter(navigator: navigator)

    router.dismiss()

    expectTranscript(journal, "navigator.navigate(.dismiss)")
  }
}
