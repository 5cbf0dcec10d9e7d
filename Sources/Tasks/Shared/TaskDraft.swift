public import Foundation

/// A task as the create-task form sends it, before the service gives it an identifier.
public struct TaskDraft: Equatable, Sendable {
  /// The title, trimmed, 1 to 100 characters.
  public var title: String
  /// The description; empty when there is none.
  public var details: String
  /// Who the task is for, if anybody.
  public var assignee: Member?
  /// When the task is due, if it has a due date.
  public var dueDate: Date?

  /// Creates a draft.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - details: The description; empty when there is none.
  ///   - assignee: Who the task is for.
  ///   - dueDate: When the task is due.
  public init(title: String, details: String = "", assignee: Member? = nil, dueDate: Date? = nil) {
    self.title = title
    self.details = details
    self.assignee = assignee
    self.dueDate = dueDate
  }
}
