/// A day of the week, numbered as Foundation's Gregorian calendar numbers them (Sunday is 1).
public enum Weekday: Int, CaseIterable, Sendable, Codable {
  /// Sunday.
  case sunday = 1
  /// Monday.
  case monday
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday
}
