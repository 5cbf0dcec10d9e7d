/// The destinations of the Tasks feature, as the wireframes name them to a `Navigator`.
public enum TasksScreen: Equatable, Sendable {
  /// The team's task list, the feature's first screen.
  case taskList
  /// One task, by its identifier.
  case taskDetail(id: String)
  /// The form that creates a task, presented modally over the list.
  case createTask
}
