import Foundation

/// The test clock's time: an exact instant that only moves forward, and the date it shows there.
///
/// The instant is a `Duration` since the clock was made, so advances add up exactly: ten
/// advances of 300 ms are 3 s, where adding `TimeInterval`s to a date would land a few hundred
/// nanoseconds short. The date is derived from the instant, never accumulated. Setting the date
/// moves only the date (a wall clock set by hand), not the instant that durations count from.
///
/// A deadline given as a date is reached once the date shown is within two units in the last
/// place of it: the caller computed it with floating-point arithmetic from an earlier date, which
/// can land one unit away from the date the exact instant shows (under a microsecond until 2100).
struct ClockTimeline: Sendable {
  /// How far the clock has moved since it was made.
  private(set) var instant: Duration = .zero
  /// The date shown at `anchorInstant`: the start date, or the date last set by hand.
  private var anchor: Date
  private var anchorInstant: Duration = .zero
  /// The latest date deadline reached, which the clock shows while the instant is within a unit
  /// in the last place below it.
  private var reachedDate: Date

  init(start: Date) {
    anchor = start
    reachedDate = start
  }

  /// The date the clock shows.
  var now: Date {
    max(date(at: instant), reachedDate)
  }

  /// The date shown at an instant.
  func date(at instant: Duration) -> Date {
    anchor.addingTimeInterval((instant - anchorInstant).timeInterval)
  }

  /// The instant a date names: the one whose date it is.
  ///
  /// It is computed without rounding the difference between the date and the anchor, so a date
  /// that many seconds after the start is exactly that many seconds on. Sleepers are ordered by it.
  ///
  /// It is rounded to the microsecond, the precision of a `Date` today: `start + 0.002`, which a
  /// `Date` holds only to a fraction of a microsecond, names the same instant as a sleep of 2 ms,
  /// so the two wake together, in the order they began.
  func instant(namedBy date: Date) -> Duration {
    let seconds = date.timeIntervalSince(anchor)
    guard abs(seconds) < 1e15 else { return seconds > 0 ? .longest : .zero - .longest }
    let offset =
      Self.exactDuration(date.timeIntervalSinceReferenceDate)
      - Self.exactDuration(anchor.timeIntervalSinceReferenceDate)
    return anchorInstant + Self.roundedToMicroseconds(offset)
  }

  private static func roundedToMicroseconds(_ duration: Duration) -> Duration {
    let (seconds, attoseconds) = duration.components
    let unit: Int64 = 1_000_000_000_000
    var microseconds = attoseconds / unit
    let rest = attoseconds % unit
    if rest >= unit / 2 { microseconds += 1 } else if rest <= -unit / 2 { microseconds -= 1 }
    return .seconds(seconds) + .microseconds(microseconds)
  }

  /// A number of seconds as a `Duration`, exact to the attosecond: whole seconds as an integer,
  /// then the fraction, which `Duration.seconds(_:)` alone would round at dates this large.
  private static func exactDuration(_ seconds: Double) -> Duration {
    let whole = seconds.rounded(.down)
    return .seconds(Int64(whole)) + .seconds(seconds - whole)
  }

  /// The first instant, to the nanosecond, at which a date deadline counts as reached.
  func instant(reaching deadline: Date) -> Duration {
    let seconds = deadline.timeIntervalSince(anchor)
    // Beyond 30 million years: never reached by advancing, and kept out of the search.
    guard seconds < 1e15 else { return .seconds(Int64.max) }
    let target = Date(
      timeIntervalSinceReferenceDate: deadline.timeIntervalSinceReferenceDate.nextDown.nextDown
    )
    var step = Duration.microseconds(1)
    var low = anchorInstant + .seconds(max(seconds, -1e15)) - step
    while date(at: low) >= target {
      low -= step
      step *= 2
    }
    var high = low + .microseconds(1)
    step = .microseconds(1)
    while date(at: high) < target {
      high += step
      step *= 2
    }
    while high - low > .nanoseconds(1) {
      let middle = low + (high - low) / 2
      if date(at: middle) >= target { high = middle } else { low = middle }
    }
    return high
  }

  /// Moves the instant forward to `instant`, if that is later.
  mutating func move(to instant: Duration) {
    self.instant = max(self.instant, instant)
  }

  /// Notes that a date deadline was reached, so the clock shows at least that date.
  mutating func reach(_ date: Date) {
    reachedDate = max(reachedDate, date)
  }

  /// Shows another date from now on, without moving the instant.
  mutating func set(to date: Date) {
    anchor = date
    anchorInstant = instant
    reachedDate = date
  }
}
