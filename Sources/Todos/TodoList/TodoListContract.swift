public import Foundation
public import ViperCore

/// One row of the to-do list: the title and whether the to-do is done.
public struct TodoListRow: Equatable, Sendable {
  /// The to-do's identifier.
  public let id: UUID
  /// The to-do's title.
  public let title: String
  /// Whether the to-do is done.
  public let isCompleted: Bool
  /// The completion status in the user's language, such as "Completed" or "未完了".
  public let status: String

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The to-do's identifier.
  ///   - title: The to-do's title.
  ///   - isCompleted: Whether the to-do is done.
  ///   - status: The completion status as text.
  public init(id: UUID, title: String, isCompleted: Bool, status: String) {
    self.id = id
    self.title = title
    self.isCompleted = isCompleted
    self.status = status
  }
}

/// What the to-do list shows.
public enum TodoListViewState: Equatable, Sendable {
  /// There are no to-dos.
  case empty
  /// Every to-do, ordered by due date, then title.
  case rows([TodoListRow])
  /// Loading or deleting failed; the message says so in the user's language.
  case failed(message: String)
}

/// The ways listing or deleting to-dos can fail.
public enum TodoListError: Error, Equatable, Sendable {
  /// No to-do has the identifier; it was deleted elsewhere.
  case notFound(UUID)
  /// The store could not be read or written.
  case store(DataStoreError)
}

/// A view that shows every to-do and owns its presenter.
@MainActor
public protocol TodoListDisplaying: AnyObject {
  /// The presenter the view reports events to, held strongly by the view.
  var presenter: (any TodoListPresenting)? { get set }

  /// Shows a new state.
  ///
  /// - Parameter state: What to show.
  func render(_ state: TodoListViewState)
}

/// The presenter of the to-do list.
@MainActor
public protocol TodoListPresenting: AnyObject {
  /// Loads every to-do and renders the list; call it each time the screen appears.
  func viewAppeared() async

  /// Pushes the detail of the selected to-do, or reloads when the row is stale.
  ///
  /// - Parameter id: The selected to-do's identifier.
  func rowSelected(id: UUID) async

  /// Asks for confirmation before deleting, naming the to-do, or reloads when the row is stale.
  ///
  /// - Parameter id: The to-do's identifier.
  func deleteTapped(id: UUID) async

  /// Handles the action the user chose in an alert the router showed.
  ///
  /// - Parameter actionID: The chosen `AlertAction`'s identifier.
  func alertActionChosen(_ actionID: String) async
}

/// Lists and deletes to-dos.
public protocol TodoListInteracting: Sendable {
  /// Returns every to-do, ordered by due date, then title.
  ///
  /// - Returns: All to-dos, completed or not.
  /// - Throws: `TodoListError.store` when the store cannot be read.
  func todos() async throws(TodoListError) -> [Todo]

  /// Deletes a to-do by its identifier.
  ///
  /// - Parameter id: The to-do's identifier.
  /// - Throws: `TodoListError.notFound` for an unknown identifier, or the store failure.
  func deleteTodo(id: UUID) async throws(TodoListError)
}

/// The navigation the to-do list asks for.
@MainActor
public protocol TodoListRouting: AnyObject {
  /// Pushes the detail screen of a to-do.
  ///
  /// - Parameter id: The to-do's identifier.
  func showDetail(for id: UUID)

  /// Shows the alert that asks before deleting a to-do.
  ///
  /// - Parameter alert: The confirmation, with a cancel and a destructive action.
  func showDeleteConfirmation(_ alert: Alert)
}
