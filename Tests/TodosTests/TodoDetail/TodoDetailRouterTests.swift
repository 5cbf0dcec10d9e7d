import Testing
import Todos
import ViperTesting

@MainActor
@Suite(.harness) struct TodoDetailRouterTests {
  let journal = Journal()

  @Test func `pops the detail screen when closing`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = TodoDetailRouter(navigator: navigator)

    router.close()

    expectTranscript(journal, "navigator.navigate(.pop)")
  }

  @Test func `shows the delete confirmation as an alert`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = TodoDetailRouter(navigator: navigator)
    let alert = Alert(title: "Delete?", actions: [AlertAction(id: "cancel", title: "Cancel")])

    router.showDeleteConfirmation(alert)

    #expect(navigator.routes == [.showAlert(alert)])
    // The route is asserted above, as a value; the journal's line repeats it.
    journal.skipUnassertedEntries()
  }
}
