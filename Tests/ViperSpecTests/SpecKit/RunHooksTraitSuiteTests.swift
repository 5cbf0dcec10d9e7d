import Testing
import ViperSpec
import ViperSpecTesting

/// A suite as a user writes it: Swift Testing itself runs the trait around the scenarios, which
/// check that the BeforeAll hook ran once, before them.
@Suite(.runHooks(RunHooksSuiteSteps.library)) struct RunHooksTraitSuiteTests {
  @Test(
    arguments: SpecSuite.scenarios(
      in: "Tests/ViperSpecTests/SpecKit/RunHooksFixtures",
      relativeTo: #filePath
    )
  )
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: RunHooksSuiteSteps.library)
  }
}
