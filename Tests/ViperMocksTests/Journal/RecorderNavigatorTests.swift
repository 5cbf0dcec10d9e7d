import Testing
import ViperTesting

@MainActor
@Suite struct RecorderNavigatorTests {
  private enum Screen: Equatable, Sendable {
    case list
    case detail(id: Int)
  }

  @Test func `records routes in order and journals them`() {
    let journal = Journal()
    let navigator = RecorderNavigator<Screen>(journal: journal)
    let alert = Alert(
      title: "Delete?",
      actions: [
        AlertAction(id: "cancel", title: "Cancel", role: .cancel),
        AlertAction(id: "delete", title: "Delete", role: .destructive),
      ]
    )

    navigator.navigate(.setRoot(.list))
    navigator.navigate(.push(.detail(id: 7)))
    navigator.navigate(.showAlert(alert))
    navigator.navigate(.pop)

    #expect(navigator.routes == [.setRoot(.list), .push(.detail(id: 7)), .showAlert(alert), .pop])
    expectTranscript(
      journal,
      """
      navigator.navigate(.setRoot(.list))
      navigator.navigate(.push(.detail(id: 7)))
      navigator.navigate(
        .showAlert(
          Alert(
            title: "Delete?",
            message: nil,
            actions: [
              AlertAction(id: "cancel", title: "Cancel", role: .cancel),
              AlertAction(id: "delete", title: "Delete", role: .destructive),
            ],
          ),
        ),
      )
      navigator.navigate(.pop)
      """
    )
  }
}
