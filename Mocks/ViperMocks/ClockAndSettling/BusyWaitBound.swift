/// How long the harness waits for a test's running tasks while the process stays busy.
///
/// A wall-time bound alone fails a task that only finishes late: in a full run on a loaded
/// machine, each trip through the pool can wait seconds behind other tests' jobs, and a task of
/// five steps then needs more than ten seconds. So the wait also lasts until the pool has run
/// fifty of the harness's trips, each sent behind the jobs already queued, which a task whose
/// steps are queued with them has had the same turns to finish; a pool that runs nothing at all
/// (or runs its trips too slowly) is still waited for six times the wall time at most, not for
/// ever.
package struct BusyWaitBound: Equatable {
  /// How many trips through the pool the wait lasts at least.
  package static let poolTripsAtLeast = 50

  /// How many times the wall time the wait lasts at most, whatever the pool does.
  package static let wallTimesAtMost: UInt64 = 6

  /// The wall time the wait lasts at least.
  package let wallNanoseconds: UInt64

  /// The trips through the pool the harness's looks have made so far.
  package private(set) var poolTrips = 0

  /// Creates a bound of a wall time.
  ///
  /// - Parameter wallNanoseconds: The wall time the wait lasts at least.
  package init(wallNanoseconds: UInt64) {
    self.wallNanoseconds = wallNanoseconds
  }

  /// Counts a trip a look sent to the pool that the pool ran.
  package mutating func countPoolTrip() {
    poolTrips += 1
  }

  /// Whether the wait is over after `elapsedNanoseconds` of wall time.
  ///
  /// - Parameter elapsedNanoseconds: The wall time since the wait began.
  /// - Returns: Whether to stop waiting.
  package func isSpent(elapsedNanoseconds: UInt64) -> Bool {
    guard elapsedNanoseconds >= wallNanoseconds else { return false }
    let (ceiling, overflow) = wallNanoseconds.multipliedReportingOverflow(by: Self.wallTimesAtMost)
    return poolTrips >= Self.poolTripsAtLeast || overflow || elapsedNanoseconds >= ceiling
  }
}
