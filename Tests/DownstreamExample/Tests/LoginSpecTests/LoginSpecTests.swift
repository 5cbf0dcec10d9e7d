import LoginSpecSteps
import Testing
import ViperSpecTesting

/// Runs every scenario in `Specs/login` as its own test case, inside the catalog's BeforeAll
/// and AfterAll hooks.
@Suite(.runHooks(LoginSteps.catalog)) struct LoginSpecTests {
  @Test(arguments: SpecSuite.scenarios(in: "Specs/login", relativeTo: #filePath))
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: LoginSteps.catalog)
  }
}
