import Tasks
import TasksMocks
import ViperSpec

/// The phrases that say what is on this device and how the team's service answers.
enum TaskServiceSteps {
  /// Adds the service and device steps to the task library.
  ///
  /// - Parameter steps: The task library.
  static func add(to steps: inout StepLibrary<TasksWorld>) {
    steps.given("the tasks kept on this device") { (world, table: DataTable) in
      for task in try TaskItem.rows(of: table) {
        try await world.local.insert(task)
      }
    }
    steps.given("the task service answers with the tasks") { (world, table: DataTable) in
      await world.serviceAnswers(try TaskItem.rows(of: table))
    }
    steps.given("the task service answers that there are no tasks") { world in
      await world.serviceAnswers([])
    }
    steps.given("the task service cannot be reached") { world in
      world.remote.fetchTasksStub.fails(with: .unavailable(reason: "offline"))
    }
    steps.given("the task service refuses with {string}") { (world, reason: String) in
      world.remote.fetchTasksStub.fails(with: .refused(reason: reason))
    }
    steps.given("the task service does not answer") { world in
      // A real service stops when the repository gives up on a call, and so does this one.
      world.remote.fetchTasksStub.suspends(whenCancelled: .unavailable(reason: "cancelled"))
    }
  }
}
