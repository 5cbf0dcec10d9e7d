public import Foundation
public import ViperCore

/// The fields the detail screen shows, already formatted for the user's locale and time zone.
public struct TodoDetailContent: Equatable, Sendable {
  /// The to-do's title.
  public let title: String
  /// The to-do's longer free text.
  public let detail: String
  /// Whether the to-do is done.
  public let isCompleted: Bool
  /// The completion status in the user's language, such as "Completed" or "未完了".
  public let status: String
  /// The due date spelled out in the user's locale and time zone, such as "May 29, 2014".
  public let dueDate: String

  /// Creates the content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - detail: The free text.
  ///   - isCompleted: Whether the to-do is done.
  ///   - status: The completion status as text.
  ///   - dueDate: The formatted due date.
  public init(title: String, detail: String, isCompleted: Bool, status: String, dueDate: String) {
    self.title = title
    self.detail = detail
    self.isCompleted = isCompleted
    self.status = status
    self.dueDate = dueDate
  }
}

/// What the detail screen shows.
public enum TodoDetailViewState: Equatable, Sendable {
  /// The to-do's fields.
  case showing(TodoDetailContent)
  /// No to-do has the screen's identifier; the message says so in the user's language.
  case notFound(message: String)
  /// Reading, saving or deleting failed; the message says which in the user's language.
  case failed(message: String)
}

/// The ways showing or changing one to-do can fail.
public enum TodoDetailError: Error, Equatable, Sendable {
  /// No to-do has the identifier.
  case notFound(UUID)
  /// The store could not be read or written.
  case store(DataStoreError)
}

/// A view that shows one to-do and owns its presenter.
@MainActor
public protocol TodoDetailDisplaying: AnyObject {
  /// The presenter the view reports events to, held strongly by the view.
  var presenter: (any TodoDetailPresenting)? { get set }

  /// Shows a new state.
  ///
  /// - Parameter state: What to show.
  func render(_ state: TodoDetailViewState)
}

/// The presenter of the detail screen of one to-do.
@MainActor
public protocol TodoDetailPresenting: AnyObject {
  /// Loads the to-do and renders it, or the not-found state; call it each time the screen appears.
  func viewAppeared() async

  /// Marks the to-do done or not done, stamping the update with the clock.
  func completionToggled() async

  /// Asks for confirmation before deleting, naming the to-do.
  func deleteTapped() async

  /// Handles the action the user chose in an alert the router showed.
  ///
  /// - Parameter actionID: The chosen `AlertAction`'s identifier.
  func alertActionChosen(_ actionID: String) async
}

/// Reads, changes and deletes one to-do.
public protocol TodoDetailInteracting: Sendable {
  /// Returns the to-do with the identifier.
  ///
  /// - Parameter id: The to-do's identifier.
  /// - Returns: The to-do.
  /// - Throws: `TodoDetailError.notFound` for an unknown identifier, or the store failure.
  func todo(id: UUID) async throws(TodoDetailError) -> Todo

  /// Flips whether the to-do is done and sets its updated date from the clock.
  ///
  /// - Parameter id: The to-do's identifier.
  /// - Returns: The changed to-do as stored.
  /// - Throws: `TodoDetailError.notFound` for an unknown identifier, or the store failure.
  func toggleCompletion(id: UUID) async throws(TodoDetailError) -> Todo

  /// Deletes the to-do.
  ///
  /// - Parameter id: The to-do's identifier.
  /// - Throws: `TodoDetailError.notFound` for an unknown identifier, or the store failure.
  func deleteTodo(id: UUID) async throws(TodoDetailError)
}

/// The navigation the detail screen asks for.
@MainActor
public protocol TodoDetailRouting: AnyObject {
  /// Shows the alert that asks before deleting the to-do.
  ///
  /// - Parameter alert: The confirmation, with a cancel and a destructive action.
  func showDeleteConfirmation(_ alert: Alert)

  /// Pops the detail screen off the navigation stack.
  func close()
}
