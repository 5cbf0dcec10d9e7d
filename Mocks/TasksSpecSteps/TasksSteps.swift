public import ViperSpec

/// The task specs' steps and catalog, all bound to one ``TasksWorld``.
///
/// ```swift
/// @Test(arguments: SpecSuite.scenarios(in: "Specs/tasks", relativeTo: #filePath))
/// func scenario(_ scenario: ScenarioCase) async {
///   await scenario.run(with: TasksSteps.catalog)
/// }
/// ```
public enum TasksSteps {
  /// Every task step.
  public static var catalog: StepCatalog {
    StepCatalog(library)
  }

  /// The task steps.
  public static let library: StepLibrary<TasksWorld> = {
    var steps = StepLibrary<TasksWorld> { TasksWorld() }
    steps.when("{int} second(s) pass(es)") { (world, seconds: Int) in
      await world.pass(seconds: seconds)
    }
    steps.transcript("the recorder shows")
    TaskServiceSteps.add(to: &steps)
    TaskListSteps.add(to: &steps)
    TaskDetailSteps.add(to: &steps)
    CreateTaskSteps.add(to: &steps)
    return steps
  }()
}
