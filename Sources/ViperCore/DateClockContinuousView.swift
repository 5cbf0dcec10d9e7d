import Foundation

/// A `DateClock` seen as a Swift `Clock<Duration>`: the default ``DateClock/continuous`` of a
/// date clock that has no better view of its own.
///
/// Its instants count from the reference date (1 January 2001), and a sleep until an instant is a
/// sleep on the date clock until that date, so the code that takes a `Clock<Duration>` waits
/// exactly as the date clock makes it wait. Instants are read from the clock's `Date`, so they are
/// as precise as a `Date`: a fraction of a microsecond for present-day dates.
public struct DateClockContinuousView<Base: DateClock>: Clock {
  public typealias Instant = TimelineInstant

  /// The date clock this view reads and sleeps on.
  public let base: Base

  /// Creates the view of a date clock.
  ///
  /// - Parameter base: The date clock to read and sleep on.
  public init(_ base: Base) {
    self.base = base
  }

  public var now: Instant {
    Instant(offset: .seconds(base.now.timeIntervalSinceReferenceDate))
  }

  /// One microsecond, coarser than the precision of a present-day `Date`.
  public var minimumResolution: Duration {
    .microseconds(1)
  }

  /// Sleeps on the date clock until the deadline's date; the tolerance is the date clock's to
  /// choose, so it is ignored here.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await base.sleep(until: Date(timeIntervalSinceReferenceDate: deadline.offset.timeInterval))
  }
}
