public import Foundation
public import ViperCore

/// A to-do due soon, classified by how soon: what the interactor hands the presenter.
public struct UpcomingItem: Equatable, Sendable {
  /// The to-do's identifier.
  public let id: UUID
  /// The to-do's title.
  public let title: String
  /// When the to-do is due.
  public let dueDate: Date
  /// How soon the due date is, relative to the day the items were found.
  public let relation: NearTermDateRelation

  /// Creates an upcoming item.
  ///
  /// - Parameters:
  ///   - id: The to-do's identifier.
  ///   - title: The to-do's title.
  ///   - dueDate: When the to-do is due.
  ///   - relation: How soon the due date is.
  public init(id: UUID, title: String, dueDate: Date, relation: NearTermDateRelation) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
    self.relation = relation
  }
}

/// One row of the upcoming list: a title and, except for today, the weekday it is due.
public struct UpcomingRow: Equatable, Sendable {
  /// The to-do's identifier.
  public let id: UUID
  /// The to-do's title.
  public let title: String
  /// The weekday name in the settings' locale, or an empty string for items due today.
  public let dueDay: String

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The to-do's identifier.
  ///   - title: The to-do's title.
  ///   - dueDay: The weekday name, or an empty string for today.
  public init(id: UUID, title: String, dueDay: String) {
    self.id = id
    self.title = title
    self.dueDay = dueDay
  }
}

/// One section of the upcoming list, such as "Today" with its rows.
public struct UpcomingSection: Equatable, Sendable {
  /// The section's heading in the settings' language.
  public let title: String
  /// The name of the image shown beside the rows: check, alarm, circle or calendar.
  public let imageName: String
  /// The rows, ordered by due date, then title.
  public let rows: [UpcomingRow]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - imageName: The image beside the rows.
  ///   - rows: The rows, in display order.
  public init(title: String, imageName: String, rows: [UpcomingRow]) {
    self.title = title
    self.imageName = imageName
    self.rows = rows
  }
}

/// What the upcoming screen shows.
public enum UpcomingViewState: Equatable, Sendable {
  /// Nothing is due between today and the end of next week.
  case noContent
  /// The non-empty sections, in the order Today, Tomorrow, Later This Week, Next Week.
  case sections([UpcomingSection])
  /// The to-dos could not be read; the message says so in the user's language.
  case failed(message: String)
}

/// The ways finding upcoming to-dos can fail.
public enum UpcomingError: Error, Equatable, Sendable {
  /// The store could not be read.
  case store(DataStoreError)
}

/// A view that shows upcoming to-dos and owns its presenter.
@MainActor
public protocol UpcomingDisplaying: AnyObject {
  /// The presenter the view reports events to, held strongly by the view.
  var presenter: (any UpcomingPresenting)? { get set }

  /// Shows a new state.
  ///
  /// - Parameter state: What to show.
  func render(_ state: UpcomingViewState)
}

/// The presenter of the upcoming screen; it is also the add module's delegate.
@MainActor
public protocol UpcomingPresenting: AddTodoModuleDelegate {
  /// Loads the upcoming to-dos and renders them; call it each time the screen appears.
  func viewAppeared() async

  /// Handles the "+" button by presenting the add form.
  func addTapped() async

  /// Regroups the list at every midnight until the calling task is cancelled.
  ///
  /// Run it in a task tied to the screen's visibility, and cancel that task when the screen goes.
  func keepFresh() async
}

/// Finds the to-dos due from today through the end of next week.
public protocol UpcomingInteracting: Sendable {
  /// Returns the to-dos due from the start of today through the end of next week, classified.
  ///
  /// - Returns: The items ordered by due date, then title; no item is out of range.
  /// - Throws: `UpcomingError.store` when the store cannot be read.
  func upcomingItems() async throws(UpcomingError) -> [UpcomingItem]
}

/// The navigation the upcoming screen asks for.
@MainActor
public protocol UpcomingRouting: AnyObject {
  /// Presents the add form as a modal.
  func presentAddTodo()
}
