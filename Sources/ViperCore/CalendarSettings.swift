public import Foundation

/// The calendar, time zone and locale a use case works in, injected as one value.
///
/// Use cases never read the process's current calendar or locale: the app builds this value once
/// from the user's settings, and tests build it from fixed identifiers so that week math, weekday names
/// and date formatting are the same on every machine.
///
/// ```swift
/// let settings = CalendarSettings(
///   timeZone: TimeZone(identifier: "Asia/Tokyo")!, locale: Locale(identifier: "ja_JP"),
///   firstWeekday: .monday)
/// ```
public struct CalendarSettings: Equatable, Sendable {
  /// The calendar, already set to ``timeZone``, ``locale`` and the first weekday.
  public let calendar: Calendar
  /// The time zone in which "today" and due dates are interpreted.
  public var timeZone: TimeZone { calendar.timeZone }
  /// The locale that picks user-facing language, weekday names and date formats.
  public var locale: Locale { calendar.locale ?? Locale(identifier: "en_US_POSIX") }

  /// Creates settings for a Gregorian calendar.
  ///
  /// - Parameters:
  ///   - timeZone: The time zone for day boundaries.
  ///   - locale: The locale for names, formats and language.
  ///   - firstWeekday: The day a week starts on; it decides what "this week" and "next week" mean.
  public init(timeZone: TimeZone, locale: Locale, firstWeekday: Weekday) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    calendar.firstWeekday = firstWeekday.rawValue
    self.calendar = calendar
  }

  /// Whether the settings' locale asks for Japanese text.
  public var prefersJapanese: Bool { locale.identifier.hasPrefix("ja") }
}
