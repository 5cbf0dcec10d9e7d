public import Foundation

/// The production clock: the only type in ViperSpec that reads real time.
///
/// Its dates are the wall clock's; its waits, and its ``continuous`` view, are `ContinuousClock`'s,
/// which keeps counting while the device sleeps and is not moved when the wall clock is set.
public struct SystemClock: DateClock {
  /// Creates the system clock.
  public init() {}

  public var now: Date {
    Date()  // real clock: the single production reader of wall time.
  }

  public func sleep(until deadline: Date) async throws {
    let interval = deadline.timeIntervalSince(now)
    guard interval > 0 else { return try Task.checkCancellation() }
    try await sleep(for: .seconds(interval))
  }

  public func sleep(for duration: Duration) async throws {
    try await continuous.sleep(for: duration)  // real clock: the single production sleeper.
  }

  /// `ContinuousClock`, the standard library's clock for timing in production.
  public var continuous: ContinuousClock {
    ContinuousClock()  // real clock: production timing, which tests replace with a test clock.
  }
}
