import Foundation
import Todos
import TodosMocks
public import ViperSpec

/// The steps of the add specs in `Specs/todos/add.feature.md` and `Specs/todos/ja/add.feature`.
public enum AddTodoSteps {
  /// The library, with the shared to-do steps.
  public static let library: StepLibrary<AddTodoWorld> = {
    var steps = StepLibrary<AddTodoWorld>(parameterTypes: TodosSteps.parameterTypes) {
      AddTodoWorld()
    }
    TodosSteps.addShared(to: &steps) { $0.todos }
    let appears: @MainActor @Sendable (AddTodoWorld) async -> Void = { world in
      await world.presenter().viewAppeared()
    }
    let saves: @MainActor @Sendable (AddTodoWorld, String, DateComponents) async throws -> Void = {
      world,
      title,
      due in
      await world.presenter().saveTapped(title: title, dueDate: try world.todos.date(due))
    }
    let cancels: @MainActor @Sendable (AddTodoWorld) async -> Void = { world in
      await world.presenter().cancelTapped()
    }
    let says: @MainActor @Sendable (AddTodoWorld, String) throws -> Void = { world, expected in
      let message = world.view.states.last?.message
      guard message == expected else {
        throw StepFailure(
          "Expected the form to say \"\(expected)\", but it says \(message.map { "\"\($0)\"" } ?? "nothing")."
        )
      }
      world.todos.assertedViewRenders()
    }
    let keeps: @MainActor @Sendable (AddTodoWorld, String, DateComponents) throws -> Void = {
      world,
      title,
      day in
      let due = try world.todos.date(day)
      let state = world.view.states.last
      guard state?.title == title, state?.dueDate == due else {
        throw StepFailure(
          "Expected the form to keep \"\(title)\" due \(due), but it shows \(String(describing: state))."
        )
      }
      world.todos.assertedViewRenders()
    }
    steps.when("the add form appears", appears)
    steps.when("the user saves {string} due {date}", saves)
    steps.when("the user cancels", cancels)
    steps.then("the form says {string}", says)
    steps.then("the form still holds {string} due {date}", keeps)
    // Japanese phrases for Specs/todos/ja/add.feature.
    steps.when("追加画面が表示される", appears)
    steps.when("ユーザーが {string} を期限 {date} で保存する", saves)
    steps.when("ユーザーがキャンセルする", cancels)
    steps.then("画面に {string} と表示される", says)
    steps.then("画面には {string} と期限 {date} が残っている", keeps)
    return steps
  }()
}
