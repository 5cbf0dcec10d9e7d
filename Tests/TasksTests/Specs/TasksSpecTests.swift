import TasksSpecSteps
import Testing
import ViperSpecTesting

/// Runs every scenario of `Specs/tasks` as its own test case.
@Suite struct TasksSpecTests {
  @Test(arguments: SpecSuite.scenarios(in: "Specs/tasks", relativeTo: #filePath))
  func scenario(_ scenario: ScenarioCase) async {
    await scenario.run(with: TasksSteps.catalog)
  }
}
