import Tasks
import TasksMocks
import ViperSpec

/// The phrases of `Specs/tasks/task-list.feature.md`.
enum TaskListSteps {
  /// Adds the task list steps to the task library.
  ///
  /// - Parameter steps: The task library.
  static func add(to steps: inout StepLibrary<TasksWorld>) {
    steps.when("the task list appears") { world in
      await world.loadTaskList()
    }
    steps.when("the user pulls the list to refresh") { world in
      try await world.onTaskList { await $0.refreshDidPull() }
    }
    steps.when("the user taps Retry") { world in
      try await world.onTaskList { await $0.retryButtonDidTap() }
    }
    steps.when("the user taps the {string} task") { (world, title: String) in
      guard let cell = world.taskListView?.taskList.first(where: { $0.title == title }) else {
        throw StepFailure("The task list shows no task titled \"\(title)\".")
      }
      try await world.onTaskList { await $0.taskCellDidTap(taskId: cell.id) }
    }
    steps.when("the user taps the add button") { world in
      try await world.onTaskList { await $0.addTaskButtonDidTap() }
    }
  }
}
