import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/root.feature.md`.
enum RootSteps {
  /// Adds the root steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.given("this device cannot read what it remembers") { world in
      world.sessions.failNextRead(with: .io(path: "sessions.json", reason: "unreadable"))
    }
    steps.then("the login screen is showing") { world in
      try expectRoot(.login, named: "the login screen", in: world)
    }
    steps.then("the home tabs are showing") { world in
      try expectRoot(.home, named: "the home tabs", in: world)
    }
  }

  @MainActor
  private static func expectRoot(
    _ root: FrogsScreen,
    named name: String,
    in world: FrogsWorld
  )
    throws
  {
    guard world.navigation.root == root else {
      throw StepFailure(
        "Expected the app to show \(name), but its root is "
          + (world.navigation.root.map { ".\($0)" } ?? "not set yet") + "."
      )
    }
    _ = world.journal.takeUnassertedEntries()
  }
}
