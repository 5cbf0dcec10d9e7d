import Foundation
public import ViperCore

/// Finds the to-dos due from the start of today through the end of next week.
///
/// The clock is read once per call, so every item is classified against the same "today" even
/// when the call straddles midnight.
public final class UpcomingInteractor: UpcomingInteracting {
  private let store: any DataStore<Todo>
  private let clock: any DateClock
  private let calendar: TodoCalendar

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - store: Where the to-dos live.
  ///   - clock: The source of "now".
  ///   - settings: The calendar, time zone and locale that define days and weeks.
  public init(store: any DataStore<Todo>, clock: any DateClock, settings: CalendarSettings) {
    self.store = store
    self.clock = clock
    self.calendar = TodoCalendar(settings: settings)
  }

  public func upcomingItems() async throws(UpcomingError) -> [UpcomingItem] {
    let now = clock.now
    let range = calendar.upcomingRange(from: now)
    let todos: [Todo]
    do {
      todos = try await store.entities { range.contains($0.dueDate) }
    } catch {
      throw .store(error)
    }
    return
      todos
      .sorted {
        ($0.dueDate, $0.title, $0.id.uuidString) < ($1.dueDate, $1.title, $1.id.uuidString)
      }
      .map { todo in
        UpcomingItem(
          id: todo.id,
          title: todo.title,
          dueDate: todo.dueDate,
          relation: calendar.relation(of: todo.dueDate, relativeTo: now)
        )
      }
      .filter { $0.relation != .outOfRange }
  }
}
