import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/home-tabs.feature.md`.
enum HomeTabsSteps {
  /// Adds the home tab steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.given("the app shows the {string} tab") { (world, title: String) in
      try await world.launch()
      if world.navigation.selectedTab?.title != title { try await world.tapTab(title) }
      _ = world.takeTranscript()
    }
    steps.when("the user opens the {string} tab") { (world, title: String) in
      try await world.tapTab(title)
    }
    steps.then("the {string} tab is selected") { (world, title: String) in
      let selected = world.navigation.selectedTab?.title
      guard selected == title else {
        throw StepFailure(
          "Expected the \"\(title)\" tab to be selected, but "
            + (selected.map { "\"\($0)\" is" } ?? "the home tabs are not showing") + "."
        )
      }
    }
    steps.then("the {string} tab still shows the page of the frog {string}") {
      (world, title: String, id: String) in
      try expect(world, tab: title, toShow: .frogDetail(id: id))
    }
    steps.then("the {string} tab shows its first screen") { (world, title: String) in
      let tab = try FrogsWorld.homeTab(titled: title)
      try expect(world, tab: title, toShow: tab.firstScreen)
    }
  }

  @MainActor
  private static func expect(
    _ world: FrogsWorld,
    tab title: String,
    toShow screen: FrogsScreen
  ) throws {
    let shown = world.navigation.stack(of: try FrogsWorld.homeTab(titled: title)).last
    guard shown == screen else {
      throw StepFailure(
        "Expected the \"\(title)\" tab to show .\(screen), but it shows "
          + (shown.map { ".\($0)" } ?? "nothing") + "."
      )
    }
  }
}
