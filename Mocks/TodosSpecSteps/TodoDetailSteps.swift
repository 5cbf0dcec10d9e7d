import Foundation
import Todos
import TodosMocks
import ViperMocks
public import ViperSpec

/// The steps of the detail specs in `Specs/todos/detail.feature.md`.
public enum TodoDetailSteps {
  /// The library, with the shared to-do steps.
  public static let library: StepLibrary<TodoDetailWorld> = {
    var steps = StepLibrary<TodoDetailWorld>(parameterTypes: TodosSteps.parameterTypes) {
      TodoDetailWorld()
    }
    TodosSteps.addShared(to: &steps) { $0.todos }
    steps.when("the detail of {string} appears") { (world, title: String) in
      let id = try world.todos.id(of: title)
      await world.presenter(for: id).viewAppeared()
    }
    steps.when("the detail of a to-do that no longer exists appears") { world in
      await world.presenter(for: nil).viewAppeared()
    }
    steps.when("the user toggles completion") { world in
      await world.presenter().completionToggled()
    }
    steps.when("the user taps delete") { world in
      await world.presenter().deleteTapped()
    }
    steps.when("the user confirms deleting {string}") { (world, title: String) in
      let id = try world.todos.id(of: title)
      await world.presenter().alertActionChosen("delete:" + id.uuidString)
    }
    steps.when("the user cancels the deletion") { world in
      await world.presenter().alertActionChosen("cancel")
    }
    steps.when("the time is {date} at {time}") {
      (world, day: DateComponents, time: DateComponents) in
      world.todos.clock.set(to: try world.todos.date(day, at: time))
    }
    for (phrase, done) in [
      ("{string} is done in the store", true), ("{string} is not done in the store", false),
    ] {
      steps.then(phrase) { (world, title: String) in
        let todo = world.todos.store.contents.first { $0.title == title }
        guard let todo, todo.isCompleted == done else {
          let actual = todo.map { $0.isCompleted ? "done" : "not done" } ?? "missing"
          throw StepFailure(
            "Expected \"\(title)\" to be \(done ? "done" : "not done") in the store, but it is \(actual)."
          )
        }
      }
    }
    return steps
  }()
}
