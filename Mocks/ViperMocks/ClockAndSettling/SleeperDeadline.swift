import Foundation

/// When a test clock's sleeper is due: after a duration, or at a date.
///
/// A duration counts on the clock's instant, so setting the date by hand does not cut it short
/// or stretch it; a date follows the date the clock shows.
enum SleeperDeadline: Sendable {
  case instant(Duration)
  case date(Date)

  /// The instant at which the sleeper is due on a timeline.
  func instant(on timeline: ClockTimeline) -> Duration {
    switch self {
    case .instant(let instant): instant
    case .date(let date): timeline.instant(reaching: date)
    }
  }
}
