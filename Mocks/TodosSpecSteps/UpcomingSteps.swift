import Foundation
import Todos
import TodosMocks
import ViperMocks
public import ViperSpec

/// The steps of the upcoming specs in `Specs/todos/upcoming.feature.md`.
public enum UpcomingSteps {
  /// The library, with the shared to-do steps.
  public static let library: StepLibrary<UpcomingWorld> = {
    var steps = StepLibrary<UpcomingWorld>(parameterTypes: TodosSteps.parameterTypes) {
      UpcomingWorld()
    }
    TodosSteps.addShared(to: &steps) { $0.todos }
    steps.when("the upcoming screen appears") { world in
      await world.presenter().viewAppeared()
    }
    steps.when("the user taps the add button") { world in
      await world.presenter().addTapped()
    }
    steps.when("a to-do {string} due {date} is saved from the add form") {
      (world, title: String, due: DateComponents) in
      let todo = try await world.todos.seed(title: title, due: try world.todos.date(due))
      await world.presenter().addTodoDidSave(todo)
    }
    steps.when("the add form is cancelled") { world in
      await world.presenter().addTodoDidCancel()
    }
    steps.when("the screen stays open until {date} at {time}") {
      (world, day: DateComponents, time: DateComponents) in
      let presenter = world.presenter()
      let until = try world.todos.date(day, at: time)
      let refresh = Task { await presenter.keepFresh() }
      await world.todos.clock.waitUntilSleeping()
      await world.todos.clock.advance(to: until)
      refresh.cancel()
      await refresh.value
    }
    steps.when("予定の画面が表示される") { world in
      await world.presenter().viewAppeared()
    }
    return steps
  }()
}
