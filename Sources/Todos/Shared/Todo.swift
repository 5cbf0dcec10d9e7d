public import Foundation

/// A to-do: one entity covering the list, detail, upcoming and add use cases.
///
/// Dates are instants; which day a due date falls on is decided by the injected
/// `CalendarSettings`, never by the process's calendar.
public struct Todo: Identifiable, Codable, Equatable, Sendable {
  /// The stable identifier, made by the injected `IDGenerator`.
  public let id: UUID
  /// The short text shown in lists, trimmed of surrounding whitespace.
  public var title: String
  /// The longer free text shown on the detail screen.
  public var detail: String
  /// Whether the to-do is done.
  public var isCompleted: Bool
  /// When the to-do is due.
  public var dueDate: Date
  /// When the to-do was added, from the clock.
  public let createdAt: Date
  /// When the to-do last changed, from the clock.
  public var updatedAt: Date

  /// Creates a to-do.
  ///
  /// - Parameters:
  ///   - id: The stable identifier.
  ///   - title: The short text.
  ///   - detail: The longer free text.
  ///   - isCompleted: Whether the to-do is done.
  ///   - dueDate: When the to-do is due.
  ///   - createdAt: When the to-do was added.
  ///   - updatedAt: When the to-do last changed.
  public init(
    id: UUID,
    title: String,
    detail: String = "",
    isCompleted: Bool = false,
    dueDate: Date,
    createdAt: Date,
    updatedAt: Date
  ) {
    self.id = id
    self.title = title
    self.detail = detail
    self.isCompleted = isCompleted
    self.dueDate = dueDate
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}
