import Foundation
import Tasks
import TasksMocks
import ViperSpec

/// The phrases of `Specs/tasks/create-task.feature.md`.
enum CreateTaskSteps {
  /// Adds the create-task steps to the task library.
  ///
  /// - Parameter steps: The task library.
  static func add(to steps: inout StepLibrary<TasksWorld>) {
    steps.given("the team's members") { (world, table: DataTable) in
      world.remote.fetchMembersStub.returns(
        table.hashes.map { row in
          let name = row["name"] ?? ""
          return Member(id: name.lowercased(), name: name)
        }
      )
    }
    steps.when("the user enters the title {string}") { (world, title: String) in
      world.createTaskInput.title = title
    }
    steps.when("the user enters a title of {int} characters") { (world, count: Int) in
      world.createTaskInput.title = String(repeating: "x", count: count)
    }
    steps.when("the user enters the description {string}") { (world, details: String) in
      world.createTaskInput.details = details
    }
    steps.when("the user assigns the task to {string}") { (world, name: String) in
      let members = world.createTaskView?.members ?? []
      guard let member = members.first(where: { $0.name == name }) else {
        let shown = members.map(\.name).joined(separator: ", ")
        throw StepFailure("The form offers no member named \"\(name)\"; it offers: \(shown).")
      }
      world.createTaskInput.assignee = member
    }
    steps.when("the user picks the due day {string}") { (world, day: String) in
      guard let date = TaskItem.specDueDate(day) else {
        throw StepFailure("\"\(day)\" is not a day such as 2026-11-19.")
      }
      world.createTaskInput.dueDate = date
    }
    steps.when("the user taps Save") { world in
      let input = world.createTaskInput
      try await world.onCreateTask { await $0.saveButtonDidTap(input) }
    }
    steps.when("the user taps Save twice, quickly") { world in
      try await world.doubleTapSave()
    }
    steps.when("the user taps Cancel") { world in
      let input = world.createTaskInput
      try await world.onCreateTask { await $0.cancelButtonDidTap(input) }
    }
    steps.when("the user taps Discard") { world in
      try await world.onCreateTask { await $0.discardButtonDidTap() }
    }
    steps.given("the task service creates the task {string}") { (world, title: String) in
      await world.serviceCreates(title: title)
    }
    steps.given("the task service is slow to create tasks") { world in
      world.remote.createTask.suspends()
    }
  }
}
