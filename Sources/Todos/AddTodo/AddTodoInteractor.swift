public import Foundation
public import ViperCore

/// Validates and stores new to-dos.
///
/// Rules, checked in this order: the trimmed title is not empty; it has at most
/// ``maximumTitleLength`` characters, counted as `Character`s so an emoji or a letter with a
/// combining mark counts once; the due date is not on a day before today.
public final class AddTodoInteractor: AddTodoInteracting {
  /// The most characters a title may have.
  public let maximumTitleLength: Int
  private let store: any DataStore<Todo>
  private let clock: any DateClock
  private let calendar: TodoCalendar
  private let makeID: IDGenerator

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - store: Where the new to-dos go.
  ///   - clock: The source of "now" for the minimum due date and the creation date.
  ///   - settings: The calendar and time zone that decide what "today" is.
  ///   - makeID: Makes the new to-dos' identifiers.
  ///   - maximumTitleLength: The most characters a title may have; 20 by default.
  public init(
    store: any DataStore<Todo>,
    clock: any DateClock,
    settings: CalendarSettings,
    makeID: IDGenerator,
    maximumTitleLength: Int = 20
  ) {
    self.store = store
    self.clock = clock
    self.calendar = TodoCalendar(settings: settings)
    self.makeID = makeID
    self.maximumTitleLength = maximumTitleLength
  }

  public func startOfToday() async -> Date {
    calendar.startOfDay(clock.now)
  }

  public func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo {
    let now = clock.now
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .blankTitle }
    guard trimmed.count <= maximumTitleLength else {
      throw .titleTooLong(limit: maximumTitleLength)
    }
    guard !calendar.isDate(dueDate, beforeDayOf: now) else { throw .dueDateInPast }
    let todo = Todo(id: makeID(), title: trimmed, dueDate: dueDate, createdAt: now, updatedAt: now)
    do {
      try await store.insert(todo)
    } catch {
      throw .store(error)
    }
    return todo
  }
}
