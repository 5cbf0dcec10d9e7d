public import Foundation
public import ViperCore

/// A clock whose sleeps return at once, each moving the clock's time on by the time slept.
///
/// For tests that care what the code does after its waits, not when: a debounce, a retry with
/// backoff or an animation delay runs straight through, and ``now`` shows the time the waits add
/// up to. It is a `DateClock`, and ``continuous`` is the same clock as a `Clock<Duration>`.
///
/// ```swift
/// let clock = ImmediateClock(now: start)
/// await presenter.retryTapped()            // sleeps 1, 2 and 4 s between tries
/// clock.now.timeIntervalSince(start)       // 7
/// ```
public final class ImmediateClock: DateClock {
  private let timeline: LockedState<ClockTimeline>

  /// Creates a clock showing a date.
  ///
  /// - Parameter now: The date the clock shows until something sleeps on it.
  public init(now: Date) {
    timeline = LockedState(ClockTimeline(start: now))
  }

  public var now: Date {
    timeline.withLock { $0.now }
  }

  public func sleep(until deadline: Date) async throws {
    try Task.checkCancellation()
    timeline.withLock { timeline in
      timeline.move(to: timeline.instant(reaching: deadline))
      timeline.reach(deadline)
    }
  }

  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    timeline.withLock { $0.move(to: $0.instant.clampedAdding(duration)) }
  }

  /// The clock as a `Clock<Duration>` on the same timeline.
  public var continuous: Continuous {
    Continuous(clock: self)
  }

  /// A `Clock<Duration>` view of an ``ImmediateClock``; see ``ImmediateClock/continuous``.
  public struct Continuous: Clock {
    public typealias Instant = TimelineInstant

    /// The immediate clock this view moves with.
    public let clock: ImmediateClock

    public var now: Instant {
      Instant(offset: clock.timeline.withLock { $0.instant })
    }

    public var minimumResolution: Duration {
      .zero
    }

    /// Returns at once, after moving the clock to the deadline if it is later.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
      try Task.checkCancellation()
      clock.timeline.withLock { $0.move(to: deadline.offset) }
    }
  }
}
