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
      world.serviceFails(with: .unavailable(reason: "offline"))
    }
    steps.given("the task service refuses with {string}") { (world, reason: String) in
      world.serviceFails(with: .refused(reason: reason))
    }
    steps.given("the task service does not answer") { world in
      world.serviceDoesNotAnswer()
    }
    steps.given("the task service takes changes") { world in
      world.remote.updateTask.returns(())
    }
    steps.given("the task service is slow to take changes") { world in
      world.remote.updateTask.suspends()
    }
    steps.when("the task service takes the change") { world in
      await world.serviceTakesChanges()
    }
    steps.given("the task service refuses changes with {string}") { (world, reason: String) in
      world.remote.updateTask.fails(with: .refused(reason: reason))
    }
  }
}
