/// Reads how much time has passed on a clock since it was made: the clean run's length, from
/// which the time limit of each mutant's tests comes, and each run's length for the report.
struct Stopwatch: Sendable {
  private let read: @Sendable () -> Duration

  /// Starts a stopwatch.
  ///
  /// - Parameter clock: The clock it reads: `ContinuousClock` in the command, a test clock in
  ///   tests.
  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    read = { origin.duration(to: clock.now) }
  }

  /// The time since the stopwatch was made.
  var elapsed: Duration { read() }
}
