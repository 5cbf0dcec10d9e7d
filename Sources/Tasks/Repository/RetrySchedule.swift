/// How long the repository waits for the remote service, and how it tries again.
///
/// A call that has not answered within ``timeout`` counts as failed. After a failed call the
/// repository waits the next of ``delays`` on the clock and asks again; when the delays are used
/// up it gives up with the last failure. A refusal is never retried.
public struct RetrySchedule: Equatable, Sendable {
  /// How long one call may take.
  public var timeout: Duration
  /// The waits before the second, third… call.
  public var delays: [Duration]

  /// The app's schedule, four calls in all and at most 67 seconds.
  ///
  /// Each call may take 15 seconds; after a failure the repository tries again after 1, 2, then
  /// 4 seconds, then gives up.
  public static let standard = RetrySchedule(
    timeout: .seconds(15),
    delays: [.seconds(1), .seconds(2), .seconds(4)]
  )

  /// Creates a schedule.
  ///
  /// - Parameters:
  ///   - timeout: How long one call may take.
  ///   - delays: The waits before each further call.
  public init(timeout: Duration, delays: [Duration]) {
    self.timeout = timeout
    self.delays = delays
  }
}
