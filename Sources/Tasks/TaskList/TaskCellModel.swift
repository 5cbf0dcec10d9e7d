/// One row of the task list: what the cell shows, already worded.
public struct TaskCellModel: Equatable, Sendable {
  /// The task's identifier, which the cell reports when tapped.
  public let id: String
  /// The task's title.
  public let title: String
  /// The assignee's name, or "Unassigned".
  public let assignee: String
  /// When the task is due relative to today, such as "tomorrow"; `nil` without a due date.
  public let due: String?
  /// Whether the due day has passed while the task is not done.
  public let isOverdue: Bool
  /// Whether the task is done.
  public let isDone: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - id: The task's identifier.
  ///   - title: The title.
  ///   - assignee: The assignee's name, or "Unassigned".
  ///   - due: The relative due day, if there is a due date.
  ///   - isOverdue: Whether the task is late.
  ///   - isDone: Whether the task is done.
  public init(
    id: String,
    title: String,
    assignee: String,
    due: String?,
    isOverdue: Bool,
    isDone: Bool
  ) {
    self.id = id
    self.title = title
    self.assignee = assignee
    self.due = due
    self.isOverdue = isOverdue
    self.isDone = isDone
  }
}
