import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/setting.feature.md`.
enum SettingSteps {
  /// Adds the setting steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.given("this device cannot change what it remembers") { world in
      world.sessions.failNextWrite(with: .io(path: "sessions.json", reason: "read-only"))
    }
    steps.when("the user taps {string} on the setting screen") { (world, button: String) in
      guard let presenter = world.settingView?.presenter else {
        throw StepFailure("The setting screen is not showing; open the \"Setting\" tab first.")
      }
      let content = SettingContent.frogs
      switch button {
      case content.aboutButtonTitle: await presenter.aboutTapped()
      case content.logoutButtonTitle: await presenter.logoutTapped()
      default:
        throw StepFailure(
          "The setting screen has the buttons \"\(content.aboutButtonTitle)\" and "
            + "\"\(content.logoutButtonTitle)\", not \"\(button)\"."
        )
      }
      try await world.followRoutes()
    }
  }
}
