import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/frog-list.feature.md`.
enum FrogListSteps {
  /// Adds the frogs list steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.when("the frogs list appears") { world in
      try await world.openFrogList()
    }
    steps.when("the user taps the {string} card") { (world, name: String) in
      guard let frog = Frog.guide.first(where: { $0.name == name }) else {
        throw StepFailure(
          "No frog of the guide is named \"\(name)\"; the guide has "
            + Frog.guide.map { "\"\($0.name)\"" }.joined(separator: ", ") + "."
        )
      }
      try await frogList(of: world).frogSelected(id: frog.id)
      try await world.followRoutes()
    }
    steps.when("the user taps the help button") { world in
      try await frogList(of: world).helpTapped()
      try await world.followRoutes()
    }
  }

  @MainActor
  private static func frogList(of world: FrogsWorld) throws -> any FrogListPresenting {
    guard let presenter = world.frogListView?.presenter else {
      throw StepFailure("The frogs list is not showing; add 'When the frogs list appears' first.")
    }
    return presenter
  }
}
