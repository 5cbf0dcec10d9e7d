import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/frog-detail.feature.md`.
enum FrogDetailSteps {
  /// Adds the frog page steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.when("the page of the frog {string} opens") { (world, id: String) in
      try await world.openFrogDetail(id: id)
    }
    steps.when("the user taps {string} on the frog's page") { (world, button: String) in
      guard button == "Ask the Professor" else {
        throw StepFailure("A frog's page has one button, \"Ask the Professor\", not \"\(button)\".")
      }
      try await frogPage(of: world).askProfessorTapped()
      try await world.followRoutes()
    }
  }

  @MainActor
  private static func frogPage(of world: FrogsWorld) throws -> any FrogDetailPresenting {
    guard let presenter = world.frogDetailView?.presenter else {
      throw StepFailure("No frog's page is open; tap a frog's card on the frogs list first.")
    }
    return presenter
  }
}
