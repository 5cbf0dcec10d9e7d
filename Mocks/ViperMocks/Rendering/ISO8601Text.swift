import Foundation

/// A date as ISO 8601 text, computed from its seconds: the same on every machine and run.
///
/// The proleptic Gregorian calendar, as ISO 8601 asks, for every year: Foundation's Gregorian
/// calendar switches to the Julian one before 1582, which would show `Date.distantPast` as a year
/// `1` three days off. Years outside 0000–9999 take ISO's expanded form (`-0002`, `+10000`).
enum ISO8601Text {
  /// Beyond this many seconds from 1970 (some 31 million years), a date shows as its interval,
  /// where the day arithmetic could overflow.
  private static let largestCalendarInterval = 1e15

  /// Returns the date to the millisecond, rounded (so 0.9996 s shows as the next second), in the
  /// time zone; a date that is not a number, infinite or too far out shows as such.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - timeZone: The zone to show the date's local time in, with its offset.
  /// - Returns: The text.
  static func text(of date: Date, in timeZone: TimeZone) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite else {
      return interval.isNaN ? "Date(nan)" : (interval > 0 ? "Date(+infinity)" : "Date(-infinity)")
    }
    guard abs(interval) < largestCalendarInterval else {
      return "Date(timeIntervalSince1970: \(interval))"
    }
    let totalMilliseconds = Int((interval * 1000).rounded())
    let (utcSeconds, milliseconds) = floorDivision(totalMilliseconds, 1000)
    let offset = timeZone.secondsFromGMT(
      for: Date(timeIntervalSince1970: TimeInterval(utcSeconds))
    )
    let (days, secondOfDay) = floorDivision(utcSeconds + offset, 86_400)
    let (year, month, day) = civilDate(fromDaysSince1970: days)
    let zone =
      offset == 0
      ? "Z"
      : (offset < 0 ? "-" : "+") + two(abs(offset) / 3600) + ":" + two(abs(offset) % 3600 / 60)
    let fraction = milliseconds == 0 ? "" : "." + String(String(1000 + milliseconds).dropFirst())
    return "\(yearText(year))-\(two(month))-\(two(day))"
      + "T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))"
      + "\(fraction)\(zone)"
  }

  /// The quotient rounded down and a remainder that is never negative, for dates before 1970.
  private static func floorDivision(_ value: Int, _ divisor: Int) -> (Int, Int) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  /// The year, month and day of a day counted from 1970-01-01, in the proleptic Gregorian
  /// calendar: the calendar's 400-year cycle, with the year starting in March so that the leap
  /// day falls last.
  private static func civilDate(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let (cycle, dayOfCycle) = floorDivision(days + 719_468, 146_097)
    let yearOfCycle =
      (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
    let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// Four digits, or ISO 8601's expanded form with a sign outside 0000–9999.
  private static func yearText(_ year: Int) -> String {
    let digits = String(abs(year))
    let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    if year < 0 { return "-" + padded }
    return year > 9999 ? "+" + padded : padded
  }

  private static func two(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
