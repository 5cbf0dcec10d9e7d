import Foundation

/// When a test clock's sleeper is due: after a duration, or at a date.
///
/// A duration counts on the clock's instant, so setting the date by hand does not cut it short
/// or stretch it; a date follows the date the clock shows.
enum SleeperDeadline: Sendable {
  case instant(Duration)
  case date(Date)

  /// The date the sleeper is due at, as a failure names it: a date deadline itself, which the
  /// clock may reach a unit in its last place early.
  func date(on timeline: ClockTimeline) -> Date {
    switch self {
    case .instant(let instant): timeline.date(at: instant)
    case .date(let date): date
    }
  }

  /// The instant at which the sleeper is due on a timeline.
  func instant(on timeline: ClockTimeline) -> Duration {
    switch self {
    case .instant(let instant): instant
    case .date(let date): timeline.instant(reaching: date)
    }
  }
}
