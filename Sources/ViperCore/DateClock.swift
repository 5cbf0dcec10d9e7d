public import Foundation

/// A source of the current date that can also wait until a later date.
///
/// Use cases read "now" and wait for deadlines, timeouts and retries through this seam only, so a
/// test can drive time with `TestClock` instead of sleeping. ``SystemClock`` is the one conformance
/// that reads real time.
///
/// Every date clock is also a Swift `Clock<Duration>` on the same timeline, ``continuous``, for
/// code that needs the date and hands its waits to the standard library (`Task.sleep(for:clock:)`,
/// timers, debounce operators): one clock passed in, one timeline in tests.
///
/// ```swift
/// let deadline = clock.now.addingTimeInterval(30)
/// try await clock.sleep(until: deadline)
/// try await Task.sleep(for: .seconds(1), clock: clock.continuous)
/// ```
public protocol DateClock: Sendable {
  /// The `Clock<Duration>` that runs on this clock's timeline.
  associatedtype Continuous: Clock<Duration> = DateClockContinuousView<Self>

  /// The current date as this clock sees it.
  var now: Date { get }

  /// Suspends until the clock reaches the deadline.
  ///
  /// A deadline at or before `now` returns at once, without suspending. Cancellation of the calling
  /// task ends the wait early by throwing `CancellationError`.
  ///
  /// - Parameter deadline: The date at which to resume.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  func sleep(until deadline: Date) async throws

  /// Suspends for a duration measured from the clock's current date.
  ///
  /// A requirement, so that a clock can count the duration exactly rather than through a date
  /// computed in floating point; by default it sleeps until `now` plus the duration.
  ///
  /// - Parameter duration: How long to wait; zero or negative durations return at once.
  /// - Throws: `CancellationError` when the task is cancelled before the wait ends.
  func sleep(for duration: Duration) async throws

  /// This clock as a `Clock<Duration>`: sleeping on it is sleeping on this clock.
  ///
  /// By default a ``DateClockContinuousView`` over the clock's dates; ``SystemClock`` gives
  /// `ContinuousClock`, and the test clocks give their own exact views.
  var continuous: Continuous { get }
}

extension DateClock where Continuous == DateClockContinuousView<Self> {
  /// The clock as a Swift `Clock<Duration>` that sleeps on it until the same date.
  public var continuous: DateClockContinuousView<Self> {
    DateClockContinuousView(self)
  }
}

extension DateClock {
  public func sleep(for duration: Duration) async throws {
    try await sleep(until: now.addingTimeInterval(duration.timeInterval))
  }
}

extension Duration {
  /// The duration in seconds, as Foundation measures time intervals.
  ///
  /// A span longer than an `Int64` counts in whole seconds (292 billion years), such as two
  /// sleeps "for ever" in a row, is as good as for ever: it gives that many seconds, where the
  /// standard library's `components` would stop the process.
  public var timeInterval: TimeInterval {
    let limit = Duration.seconds(Int64.max)
    if self >= limit { return TimeInterval(Int64.max) }
    if self <= .zero - limit { return -TimeInterval(Int64.max) }
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
