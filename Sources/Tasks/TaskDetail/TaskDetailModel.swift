/// What the task detail shows, already worded.
public struct TaskDetailModel: Equatable, Sendable {
  /// The task's title.
  public let title: String
  /// The task's description; empty when there is none.
  public let details: String
  /// The assignee's name, or "Unassigned".
  public let assignee: String
  /// The due day in full and relative to today, such as "Thursday, November 19, 2026
  /// (tomorrow)"; `nil` without a due date.
  public let due: String?
  /// Whether the due day has passed while the task is not done.
  public let isOverdue: Bool
  /// Whether the task is done.
  public let isDone: Bool

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - details: The description.
  ///   - assignee: The assignee's name, or "Unassigned".
  ///   - due: The due day, if there is a due date.
  ///   - isOverdue: Whether the task is late.
  ///   - isDone: Whether the task is done.
  public init(
    title: String,
    details: String,
    assignee: String,
    due: String?,
    isOverdue: Bool,
    isDone: Bool
  ) {
    self.title = title
    self.details = details
    self.assignee = assignee
    self.due = due
    self.isOverdue = isOverdue
    self.isDone = isDone
  }
}
