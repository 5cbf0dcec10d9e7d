public import Foundation
public import ViperCore

/// The day and week arithmetic of the Todos feature, done in one injected calendar.
///
/// Weeks come from the calendar's own week intervals, so the first weekday decides both where
/// "this week" ends and which days count as "next week": with Sunday-first weeks the week ends on
/// Saturday, with Monday-first weeks on Sunday, and the query range and the buckets always agree.
/// Days are compared in the calendar's time zone.
///
/// ```swift
/// let calendar = TodoCalendar(settings: settings)
/// calendar.relation(of: dueDate, relativeTo: clock.now)  // .tomorrow
/// ```
public struct TodoCalendar: Sendable {
  /// The calendar, time zone and locale the arithmetic runs in.
  public let settings: CalendarSettings

  private var calendar: Calendar { settings.calendar }

  /// Creates the arithmetic for the given settings.
  ///
  /// - Parameter settings: The calendar, time zone and locale to work in.
  public init(settings: CalendarSettings) {
    self.settings = settings
  }

  /// Returns the first instant of the day that contains a date.
  ///
  /// - Parameter date: Any instant of the day.
  /// - Returns: The day's start in the calendar's time zone.
  public func startOfDay(_ date: Date) -> Date {
    calendar.startOfDay(for: date)
  }

  /// Returns the first instant of the day after the day that contains a date.
  ///
  /// - Parameter date: Any instant of the day.
  /// - Returns: The next day's start, which is the coming midnight.
  public func startOfNextDay(after date: Date) -> Date {
    adding(days: 1, to: startOfDay(date))
  }

  /// Returns whether a date falls on an earlier calendar day than another.
  ///
  /// - Parameters:
  ///   - date: The date to test.
  ///   - other: The date whose day is the bound.
  /// - Returns: `true` when the year, month and day of `date` come first.
  public func isDate(_ date: Date, beforeDayOf other: Date) -> Bool {
    startOfDay(date) < startOfDay(other)
  }

  /// Returns whether two dates fall on the same calendar day.
  ///
  /// - Parameters:
  ///   - date: One date.
  ///   - other: The other date.
  /// - Returns: `true` when both have the same year, month and day.
  public func isDate(_ date: Date, onSameDayAs other: Date) -> Bool {
    calendar.isDate(date, inSameDayAs: other)
  }

  /// Returns the start of the last day of the week after the one that contains a date.
  ///
  /// - Parameter date: A date in the current week.
  /// - Returns: The start of next week's last day (Saturday for Sunday-first weeks).
  public func lastDayOfNextWeek(from date: Date) -> Date {
    adding(days: -1, to: upcomingRange(from: date).upperBound)
  }

  /// Returns the half-open range of instants that count as upcoming.
  ///
  /// - Parameter now: The current date.
  /// - Returns: From the start of today up to, not including, the start of the week after next.
  public func upcomingRange(from now: Date) -> Range<Date> {
    let week = currentWeek(containing: now)
    let endOfNextWeek = adding(days: 7, to: week.upperBound)
    return startOfDay(now)..<endOfNextWeek
  }

  /// Classifies a due date relative to today.
  ///
  /// - Parameters:
  ///   - date: The due date.
  ///   - today: Any instant of today, usually the clock's now.
  /// - Returns: The bucket the due date belongs in.
  public func relation(of date: Date, relativeTo today: Date) -> NearTermDateRelation {
    let range = upcomingRange(from: today)
    guard range.contains(date) else { return .outOfRange }
    if isDate(date, onSameDayAs: today) { return .today }
    let week = currentWeek(containing: today)
    guard week.contains(date) else { return .nextWeek }
    let tomorrow = startOfNextDay(after: today)
    return isDate(date, onSameDayAs: tomorrow) ? .tomorrow : .laterThisWeek
  }

  /// Returns the name of the weekday of a date in the settings' locale, such as "Thursday".
  ///
  /// - Parameter date: The date.
  /// - Returns: The full weekday name.
  public func weekdayName(of date: Date) -> String {
    date.formatted(formatStyle.weekday(.wide))
  }

  /// Returns the date without a time, spelled out in the settings' locale and time zone.
  ///
  /// - Parameter date: The date.
  /// - Returns: A long date such as "May 21, 2014" or "2014年5月21日".
  public func longDate(_ date: Date) -> String {
    date.formatted(formatStyle.year().month(.wide).day())
  }

  private var formatStyle: Date.FormatStyle {
    Date.FormatStyle(
      date: .omitted,
      time: .omitted,
      locale: settings.locale,
      calendar: calendar,
      timeZone: settings.timeZone
    )
  }

  private func currentWeek(containing date: Date) -> Range<Date> {
    guard let interval = calendar.dateInterval(of: .weekOfYear, for: date) else {
      preconditionFailure("A Gregorian calendar always has a week around \(date).")
    }
    return interval.start..<interval.end
  }

  private func adding(days: Int, to date: Date) -> Date {
    guard let result = calendar.date(byAdding: .day, value: days, to: date) else {
      preconditionFailure("A Gregorian calendar can always add \(days) days to \(date).")
    }
    return result
  }
}
