import Testing
import Todos
import ViperTesting

@MainActor
@Suite(.harness) struct TodoListRouterTests {
  let journal = Journal()

  @Test func `pushes the detail of a to-do`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = TodoListRouter(navigator: navigator)

    router.showDetail(for: Fixtures.id(3))

    expectTranscript(
      journal,
      "navigator.navigate(.push(.todoDetail(id: 00000000-0000-0000-0000-000000000003)))"
    )
  }

  @Test func `shows the delete confirmation as an alert`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = TodoListRouter(navigator: navigator)
    let alert = Alert(title: "Delete?", actions: [AlertAction(id: "cancel", title: "Cancel")])

    router.showDeleteConfirmation(alert)

    #expect(navigator.routes == [.showAlert(alert)])
    // The route is asserted above, as a value; the journal's line repeats it.
    journal.skipUnassertedEntries()
  }
}
