import Tasks
import TasksMocks
import ViperSpec

/// The phrases of `Specs/tasks/task-detail.feature.md`.
enum TaskDetailSteps {
  /// Adds the task detail steps to the task library.
  ///
  /// - Parameter steps: The task library.
  static func add(to steps: inout StepLibrary<TasksWorld>) {
    steps.when("the detail of the task {string} opens") { (world, id: String) in
      await world.openTaskDetail(id: id)
    }
    steps.when("the user taps the done toggle") { world in
      try await world.onTaskDetail { await $0.doneToggleDidTap() }
    }
    steps.when("the user taps Back to the list") { world in
      try await world.onTaskDetail { await $0.backToListButtonDidTap() }
    }
  }
}
