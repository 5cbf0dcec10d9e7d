import Testing
import Todos
import ViperTesting

@MainActor
@Suite(.harness) struct UpcomingRouterTests {
  let journal = Journal()

  @Test func `presents the add form as a modal`() {
    let navigator = RecorderNavigator<TodosScreen>(journal: journal)
    let router = UpcomingRouter(navigator: navigator)

    router.presentAddTodo()

    expectTranscript(journal, "navigator.navigate(.present(.addTodo, style: .modal))")
  }

  @Test func `does not keep the navigator alive`() {
    var navigator: RecorderNavigator<TodosScreen>? = RecorderNavigator(journal: journal)
    weak let weakNavigator = navigator
    let router = navigator.map { UpcomingRouter(navigator: $0) }

    navigator = nil
    router?.presentAddTodo()

    #expect(weakNavigator == nil)
  }
}
