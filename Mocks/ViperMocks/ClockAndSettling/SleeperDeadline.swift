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

  /// The instant the deadline names on a timeline, by which sleepers are ordered: a date names
  /// the instant whose date it is.
  func instant(on timeline: ClockTimeline) -> Duration {
    switch self {
    case .instant(let instant): instant
    case .date(let date): timeline.instant(namedBy: date)
    }
  }

  /// The first instant at which the sleeper may wake: a date deadline is reached up to two units
  /// in its last place early (see `ClockTimeline`).
  func earliestInstant(on timeline: ClockTimeline) -> Duration {
    switch self {
    case .instant(let instant): instant
    case .date(let date): min(timeline.instant(reaching: date), timeline.instant(namedBy: date))
    }
  }

  /// The sleeper's place in a timeline's queue.
  func key(sequence: Int, on timeline: ClockTimeline) -> SleeperQueue.Key {
    SleeperQueue.Key(
      deadline: instant(on: timeline),
      sequence: sequence,
      earliest: earliestInstant(on: timeline)
    )
  }
}
