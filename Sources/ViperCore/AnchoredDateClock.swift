public import Foundation

/// A Swift `Clock<Duration>` given dates: a `DateClock` whose date is the date it started at plus
/// the time elapsed on the clock since, and whose every wait is a wait on that clock.
///
/// For a feature that takes a `DateClock` when the only clock at hand is a `Clock<Duration>`: one
/// from another test-clock library, or one that a host app already passes around. In production,
/// ``SystemClock`` pairs the wall clock with `ContinuousClock` and is the better choice: a
/// `AnchoredDateClock` does not follow changes to the wall clock made after it started.
///
/// ```swift
/// let clock = AnchoredDateClock(ContinuousClock(), startingAt: SystemClock().now)
/// let interactor = TodoDetailInteractor(store: store, clock: clock)
/// ```
public struct AnchoredDateClock<Base: Clock<Duration>>: DateClock {
  /// The clock this one reads elapsed time from and sleeps on.
  public let continuous: Base
  private let start: Date
  private let origin: Base.Instant

  /// Creates a date clock that starts at a date and moves with another clock.
  ///
  /// - Parameters:
  ///   - clock: The clock whose elapsed time moves the date and whose sleeps are the waits.
  ///   - start: The date shown now, before any time elapses on the clock.
  public init(_ clock: Base, startingAt start: Date) {
    self.continuous = clock
    self.start = start
    self.origin = clock.now
  }

  public var now: Date {
    date(at: continuous.now)
  }

  /// Sleeps on the clock for the time from now until the deadline; a deadline already reached
  /// returns at once.
  public func sleep(until deadline: Date) async throws {
    let instant = continuous.now
    let remaining = Duration.seconds(deadline.timeIntervalSince(date(at: instant)))
    guard remaining > .zero else { return try Task.checkCancellation() }
    try await continuous.sleep(until: instant.advanced(by: remaining), tolerance: nil)
  }

  public func sleep(for duration: Duration) async throws {
    try await continuous.sleep(until: continuous.now.advanced(by: duration), tolerance: nil)
  }

  private func date(at instant: Base.Instant) -> Date {
    start.addingTimeInterval(origin.duration(to: instant).timeInterval)
  }
}
