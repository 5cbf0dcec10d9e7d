public import Foundation

/// A task of the team's task list.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift's own `Task` in a file that
/// starts one.
public struct TaskItem: Identifiable, Codable, Equatable, Sendable {
  /// The identifier the remote service gave the task.
  public var id: String
  /// The title, trimmed, at most 100 characters.
  public var title: String
  /// The optional description; empty when there is none.
  public var details: String
  /// Who the task is assigned to, if anybody.
  public var assignee: Member?
  /// When the task is due, if it has a due date.
  public var dueDate: Date?
  /// Whether the task is done.
  public var isDone: Bool

  /// Creates a task.
  ///
  /// - Parameters:
  ///   - id: The identifier the remote service gave the task.
  ///   - title: The title.
  ///   - details: The description; empty when there is none.
  ///   - assignee: Who the task is assigned to.
  ///   - dueDate: When the task is due.
  ///   - isDone: Whether the task is done.
  public init(
    id: String,
    title: String,
    details: String = "",
    assignee: Member? = nil,
    dueDate: Date? = nil,
    isDone: Bool = false
  ) {
    self.id = id
    self.title = title
    self.details = details
    self.assignee = assignee
    self.dueDate = dueDate
    self.isDone = isDone
  }
}
