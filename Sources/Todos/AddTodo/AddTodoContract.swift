public import Foundation
public import ViperCore

/// What the add form shows: the user's input, the earliest allowed due date and any message.
public struct AddTodoViewState: Equatable, Sendable {
  /// The title as the user typed it; a refused save keeps it.
  public let title: String
  /// The chosen due date; a refused save keeps it.
  public let dueDate: Date
  /// The earliest due date the date picker offers: the start of today.
  public let minimumDueDate: Date
  /// Why the last save was refused, in the user's language, or `nil`.
  public let message: String?

  /// Creates a form state.
  ///
  /// - Parameters:
  ///   - title: The typed title.
  ///   - dueDate: The chosen due date.
  ///   - minimumDueDate: The earliest allowed due date.
  ///   - message: Why the last save was refused, if it was.
  public init(title: String, dueDate: Date, minimumDueDate: Date, message: String? = nil) {
    self.title = title
    self.dueDate = dueDate
    self.minimumDueDate = minimumDueDate
    self.message = message
  }
}

/// The reasons adding a to-do is refused.
public enum AddTodoError: Error, Equatable, Sendable {
  /// The title is empty or only whitespace.
  case blankTitle
  /// The trimmed title has more characters than the limit.
  case titleTooLong(limit: Int)
  /// The due date falls on a day before today.
  case dueDateInPast
  /// The store could not save the to-do.
  case store(DataStoreError)
}

/// The module that presented the add form, told how it ended.
@MainActor
public protocol AddTodoModuleDelegate: AnyObject {
  /// Tells the delegate a to-do was saved and the form dismissed.
  ///
  /// - Parameter todo: The saved to-do.
  func addTodoDidSave(_ todo: Todo) async

  /// Tells the delegate the user cancelled and the form was dismissed.
  func addTodoDidCancel() async
}

/// A view that shows the add form and owns its presenter.
@MainActor
public protocol AddTodoDisplaying: AnyObject {
  /// The presenter the view reports events to, held strongly by the view.
  var presenter: (any AddTodoPresenting)? { get set }

  /// Shows a new state.
  ///
  /// - Parameter state: What to show.
  func render(_ state: AddTodoViewState)
}

/// The presenter of the add form.
@MainActor
public protocol AddTodoPresenting: AnyObject {
  /// Shows an empty form whose default and minimum due date is today.
  func viewAppeared() async

  /// Validates and saves the input, then dismisses and tells the delegate; keeps it if refused.
  ///
  /// - Parameters:
  ///   - title: The typed title.
  ///   - dueDate: The chosen due date.
  func saveTapped(title: String, dueDate: Date) async

  /// Dismisses the form, then tells the delegate it was cancelled.
  func cancelTapped() async
}

/// Validates and stores new to-dos.
public protocol AddTodoInteracting: Sendable {
  /// Returns the earliest due date a new to-do may have: the start of today.
  ///
  /// - Returns: The start of the clock's current day in the settings' time zone.
  func startOfToday() async -> Date

  /// Validates and stores a new to-do.
  ///
  /// - Parameters:
  ///   - title: The title; surrounding whitespace is trimmed before checking and storing.
  ///   - dueDate: The due date; it must not fall before today.
  /// - Returns: The stored to-do.
  /// - Throws: `AddTodoError` naming the first rule broken, or the store failure.
  func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo
}

/// The navigation the add form asks for.
@MainActor
public protocol AddTodoRouting: AnyObject {
  /// Dismisses the add form.
  func dismiss()
}
