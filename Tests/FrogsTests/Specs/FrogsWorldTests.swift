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

  @Test func `answering an alert when none shows fails the step`() async throws {
    try await world.launch()

    await #expect(throws: StepFailure("No alert is showing.")) {
      try await world.tapAlertButton("OK")
    }
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
  }

  @Test func `a tab cannot be opened before anybody logged in`() async throws {
    try await world.launch()

    await #expect(throws: StepFailure("The home tabs are not showing; log in first.")) {
      try await world.tapTab("Setting")
    }
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
  }
}
