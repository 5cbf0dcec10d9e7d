/// What is wrong with what the user entered on the create-task form.
public enum CreateTaskInputProblem: Equatable, Sendable {
  /// The title is empty, or only spaces.
  case titleMissing
  /// The title, trimmed, is longer than the limit, counted in characters as a person counts
  /// them.
  case titleTooLong(length: Int, limit: Int)
  /// The due date falls on a day before today.
  case dueDateInPast
}
