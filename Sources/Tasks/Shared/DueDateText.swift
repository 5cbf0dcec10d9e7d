public import Foundation
public import ViperCore

/// Says when a task is due relative to today, in the injected calendar, time zone and locale.
///
/// Days are counted between calendar days, not in 24-hour spans: a task due at 08:00 tomorrow is
/// due "tomorrow" at 23:00 today. The words come from the locale ("tomorrow", "明日",
/// "in 3 days"), so they are the platform's own translations rather than the app's.
///
/// ```swift
/// let text = DueDateText(settings: settings)
/// text.relative(dueDate, now: clock.now)  // "tomorrow"
/// ```
public struct DueDateText: Sendable {
  /// The calendar, time zone and locale the days are counted and named in.
  public let settings: CalendarSettings

  /// Creates the text for the given settings.
  ///
  /// - Parameter settings: The calendar, time zone and locale to work in.
  public init(settings: CalendarSettings) {
    self.settings = settings
  }

  /// Returns when a date is, relative to today, such as "today", "tomorrow" or "3 days ago".
  ///
  /// - Parameters:
  ///   - date: The due date.
  ///   - now: The current date, from the clock.
  /// - Returns: The relative day, in the settings' locale.
  public func relative(_ date: Date, now: Date) -> String {
    Date.AnchoredRelativeFormatStyle(
      anchor: date,
      allowedFields: [.day],
      presentation: .named,
      unitsStyle: .wide,
      locale: settings.locale,
      calendar: settings.calendar
    ).format(now)
  }

  /// Returns the calendar day of a date, written out in full, such as "Thursday, November 19,
  /// 2026".
  ///
  /// - Parameter date: The due date.
  /// - Returns: The day, in the settings' locale and time zone.
  public func day(_ date: Date) -> String {
    date.formatted(
      Date.FormatStyle(
        date: .complete,
        time: .omitted,
        locale: settings.locale,
        calendar: settings.calendar,
        timeZone: settings.timeZone
      )
    )
  }

  /// Returns whether a date falls on a calendar day before today.
  ///
  /// - Parameters:
  ///   - date: The due date.
  ///   - now: The current date, from the clock.
  /// - Returns: `true` when the due day has passed; a task due today is not overdue.
  public func isOverdue(_ date: Date, now: Date) -> Bool {
    settings.calendar.startOfDay(for: date) < settings.calendar.startOfDay(for: now)
  }
}
