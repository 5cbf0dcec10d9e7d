import Testing
import TodosMocks
import TodosSpecSteps
import ViperSpecTesting

/// Runs every scenario in `Specs/todos` as its own test case, against the real modules.
@Suite struct TodosSpecTests {
  @Test(arguments: SpecSuite.scenarios(in: "Specs/todos", relativeTo: #filePath))
  func `runs the scenario`(_ scenario: ScenarioCase) async {
    await scenario.run(with: TodosSteps.catalog)
  }
}
