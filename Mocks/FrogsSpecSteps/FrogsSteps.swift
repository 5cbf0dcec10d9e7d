public import ViperSpec

/// The frog specs' steps and catalog: the one place that registers every frog step, all bound to
/// one ``FrogsWorld`` so a scenario can walk through the whole app.
///
/// ```swift
/// @Test(arguments: SpecSuite.scenarios(in: "Specs/frogs", relativeTo: #filePath))
/// func scenario(_ scenario: ScenarioCase) async {
///   await scenario.run(with: FrogsSteps.catalog)
/// }
/// ```
public enum FrogsSteps {
  /// Every frog step.
  public static var catalog: StepCatalog {
    StepCatalog(library)
  }

  /// The frog steps.
  public static let library: StepLibrary<FrogsWorld> = {
    var steps = StepLibrary<FrogsWorld> { FrogsWorld() }
    steps.given("{string} logged in on this device earlier") { (world, account: String) in
      try await world.remember(account: account)
    }
    steps.when("the app launches") { world in try await world.launch() }
    steps.when("the app is launched again") { world in try await world.launch() }
    steps.when("{int} second(s) pass(es)") { (world, seconds: Int) in
      try await world.pass(seconds: seconds)
    }
    steps.when("the user taps {string} on the alert") { (world, button: String) in
      try await world.tapAlertButton(button)
    }
    steps.transcript("the recorder shows")
    LoginSteps.add(to: &steps)
    FrogListSteps.add(to: &steps)
    FrogDetailSteps.add(to: &steps)
    RootSteps.add(to: &steps)
    HomeTabsSteps.add(to: &steps)
    SettingSteps.add(to: &steps)
    return steps
  }()
}
