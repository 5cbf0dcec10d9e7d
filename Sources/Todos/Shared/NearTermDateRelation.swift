/// How soon a due date is, relative to today, in the injected calendar's weeks.
public enum NearTermDateRelation: Equatable, Sendable, CaseIterable {
  /// Before today, or after the end of next week.
  case outOfRange
  /// On the same day as today.
  case today
  /// On the day after today, inside the current week.
  case tomorrow
  /// Later in the current week, after tomorrow.
  case laterThisWeek
  /// In the week that follows the current one.
  case nextWeek
}
