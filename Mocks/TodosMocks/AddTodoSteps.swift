import Foundation
import Todos
public import ViperSpec

/// The steps of the add specs in `Specs/todos/add.feature.md`.
public enum AddTodoSteps {
  /// The library, with the shared to-do steps.
  public static let library: StepLibrary<AddTodoWorld> = {
    var steps = StepLibrary<AddTodoWorld>(parameterTypes: TodosSteps.parameterTypes) {
      AddTodoWorld()
    }
    TodosSteps.addShared(to: &steps) { $0.todos }
    steps.when("the add form appears") { world, _ in
      await world.presenter().viewAppeared()
    }
    steps.when("the user saves {string} due {date}") { world, arguments in
      await world.presenter().saveTapped(
        title: try arguments.string(0),
        dueDate: try world.todos.date(try arguments.value(1, as: DateComponents.self))
      )
    }
    steps.when("the user cancels") { world, _ in
      await world.presenter().cancelTapped()
    }
    steps.then("the form says {string}") { world, arguments in
      let expected = try arguments.string(0)
      let message = world.view.states.last?.message
      guard message == expected else {
        throw StepFailure(
          "Expected the form to say \"\(expected)\", but it says \(message.map { "\"\($0)\"" } ?? "nothing")."
        )
      }
    }
    steps.then("the form still holds {string} due {date}") { world, arguments in
      let title = try arguments.string(0)
      let due = try world.todos.date(try arguments.value(1, as: DateComponents.self))
      let state = world.view.states.last
      guard state?.title == title, state?.dueDate == due else {
        throw StepFailure(
          "Expected the form to keep \"\(title)\" due \(due), but it shows \(String(describing: state))."
        )
      }
    }
    return steps
  }()
}
