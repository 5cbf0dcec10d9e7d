import Frogs
import FrogsMocks
import FrogsSpecSteps
import Testing
import ViperSpec

/// The frog spec world fails a step, saying why, instead of letting a scenario pass by doing
/// nothing.
@MainActor
@Suite struct FrogsWorldTests {
  private let world = FrogsWorld()

  /// What launching the app records: the login screen.
  private static let loginScreen = """
    navigator.navigate(.setRoot(.login))
    view.show(title: "Frogs Guide Book", button: "Login")
      account: "Account Name", placeholder: "input your e-mail"
      password: "Password", placeholder: "input your password", hidden
    view.render(account: "", message: nil, isLoggingIn: false)
    """

  @Test func `answering an alert when none shows fails the step`() async throws {
    try await world.launch()

    await #expect(throws: StepFailure("No alert is showing.")) {
      try await world.tapAlertButton("OK")
    }
    #expect(world.takeTranscript() == Self.loginScreen)
  }

  @Test func `a button the alert does not have is refused, naming the ones it has`() async throws {
    try await world.openFrogDetail(id: "toad")
    await world.frogDetailView?.presenter?.askProfessorTapped()
    try await world.pass(seconds: 0)

    await #expect(
      throws: StepFailure(
        "The alert \"This feature is out of service\" has the buttons \"OK\", not \"Cancel\"."
      )
    ) { try await world.tapAlertButton("Cancel") }
    #expect(world.navigation.alert != nil)
    #expect(
      world.takeTranscript() == """
        view.render(.loading)
        view.render(.showing)
          title: "toad", image: "toad"
          section "Info": "location" = "Anywhere"
          section "Feature": button "Ask the Professor"
        navigator.navigate(
          .showAlert(
            Alert(
              title: "This feature is out of service",
              message: "Please wait a little longer for service to begin. It may take a few days.",
              actions: [AlertAction(id: "ok", title: "OK", role: .default)],
            ),
          ),
        )
        """
    )
  }

  @Test func `a tab cannot be opened before anybody logged in`() async throws {
    try await world.launch()

    await #expect(throws: StepFailure("The home tabs are not showing; log in first.")) {
      try await world.tapTab("Setting")
    }
    #expect(world.takeTranscript() == Self.loginScreen)
  }

  @Test func `a route the app cannot perform fails the step that follows it`() async throws {
    try await world.launch()
    world.navigator.navigate(.pop)

    await #expect(
      throws: StepFailure(
        "The app asked for pop, which it cannot perform: The stack shows only its first screen, "
          + ".login; there is nothing to pop."
      )
    ) { try await world.pass(seconds: 0) }
    #expect(world.takeTranscript() == Self.loginScreen + "\nnavigator.navigate(.pop)")
  }
}
