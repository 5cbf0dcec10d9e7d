import FrogsSpecSteps
import Testing
import ViperSpecTesting

/// Runs every scenario of `Specs/frogs` as its own test case.
@Suite struct FrogsSpecTests {
  @Test(arguments: SpecSuite.scenarios(in: "Specs/frogs", relativeTo: #filePath))
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: FrogsSteps.catalog)
  }
}
