import Foundation
import Todos
import TodosMocks
public import ViperSpec

/// The steps of the list specs in `Specs/todos/list.feature.md`.
public enum TodoListSteps {
  /// The library, with the shared to-do steps.
  public static let library: StepLibrary<TodoListWorld> = {
    var steps = StepLibrary<TodoListWorld>(parameterTypes: TodosSteps.parameterTypes) {
      TodoListWorld()
    }
    TodosSteps.addShared(to: &steps) { $0.todos }
    steps.when("the to-do list appears") { world in
      await world.presenter().viewAppeared()
    }
    steps.when("the user selects {string}") { (world, title: String) in
      await world.presenter().rowSelected(id: try world.todos.id(of: title))
    }
    steps.when("the user deletes {string} from the list") { (world, title: String) in
      await world.presenter().deleteTapped(id: try world.todos.id(of: title))
    }
    steps.when("the user confirms deleting {string}") { (world, title: String) in
      let id = try world.todos.id(of: title)
      await world.presenter().alertActionChosen("delete:" + id.uuidString)
    }
    steps.when("the user cancels the deletion") { world in
      await world.presenter().alertActionChosen("cancel")
    }
    return steps
  }()
}
