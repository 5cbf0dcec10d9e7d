import Foundation
import Todos
import ViperTesting

/// Fixed dates, calendars and to-dos shared by the Todos suites.
enum Fixtures {
  static let utc = TimeZone(identifier: "UTC") ?? .gmt
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt

  /// Sunday-first weeks, English, UTC: the originals' test calendar.
  static let english = CalendarSettings(
    timeZone: utc,
    locale: Locale(identifier: "en_US"),
    firstWeekday: .sunday
  )

  /// Monday-first weeks, British English, UTC.
  static let mondayFirst = CalendarSettings(
    timeZone: utc,
    locale: Locale(identifier: "en_GB"),
    firstWeekday: .monday
  )

  /// Sunday-first weeks, Japanese, Tokyo time.
  static let japanese = CalendarSettings(
    timeZone: tokyo,
    locale: Locale(identifier: "ja_JP"),
    firstWeekday: .sunday
  )

  /// Wednesday 2014-05-21 12:00 UTC, the originals' "today".
  static let today = date(2014, 5, 21)

  /// Returns a Gregorian date, at noon unless told otherwise, like the originals' tests.
  static func date(
    _ year: Int,
    _ month: Int,
    _ day: Int,
    _ hour: Int = 12,
    _ minute: Int = 0,
    _ second: Int = 0,
    in zone: TimeZone = utc
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: year,
      month: month,
      day: day,
      hour: hour,
      minute: minute,
      second: second
    )
    guard let date = calendar.date(from: components) else {
      preconditionFailure("Invalid fixture date \(components).")
    }
    return date
  }

  /// Returns the predictable identifier 00000000-0000-0000-0000-00000000000n.
  static func id(_ number: Int) -> UUID {
    let hex = String(number, radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return UUID(uuidString: "00000000-0000-0000-0000-\(digits)")
      ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }

  /// Returns a to-do created and updated at `today`.
  static func todo(
    _ number: Int,
    _ title: String,
    due dueDate: Date,
    detail: String = "",
    isCompleted: Bool = false
  ) -> Todo {
    Todo(
      id: id(number),
      title: title,
      detail: detail,
      isCompleted: isCompleted,
      dueDate: dueDate,
      createdAt: today,
      updatedAt: today
    )
  }
}
