import Testing
import ViperMocks

/// While the process is busy, the harness waits for a test's running tasks both ten hang spans and
/// fifty trips through the pool.
///
/// In a process so loaded that each trip takes seconds, a task that needs a few trips to finish
/// still finishes. A pool that
/// runs nothing at all, or too slowly, is waited for six times the wall time, not for ever.
@Suite struct BusyWaitBoundTests {
  private let tenSeconds: UInt64 = 10_000_000_000

  @Test func `fifty quick trips do not end the wait before its wall time`() {
    var bound = BusyWaitBound(wallNanoseconds: tenSeconds)
    for _ in 1...50 { bound.countPoolTrip() }

    #expect(!bound.isSpent(elapsedNanoseconds: tenSeconds - 1))
    #expect(bound.isSpent(elapsedNanoseconds: tenSeconds))
  }

  /// The CI run this attacks: a full suite on a loaded machine, where each trip through the pool
  /// waited two seconds behind other tests' jobs, and a task of five steps was reported after
  /// five trips.
  @Test func `slow trips keep the wait going past its wall time until fifty have run`() {
    var bound = BusyWaitBound(wallNanoseconds: tenSeconds)
    for _ in 1...49 { bound.countPoolTrip() }

    #expect(!bound.isSpent(elapsedNanoseconds: tenSeconds * 5))
    bound.countPoolTrip()
    #expect(bound.isSpent(elapsedNanoseconds: tenSeconds * 5))
  }

  @Test func `a pool that runs nothing ends the wait at six times its wall time`() {
    var bound = BusyWaitBound(wallNanoseconds: tenSeconds)
    bound.countPoolTrip()

    #expect(!bound.isSpent(elapsedNanoseconds: tenSeconds * 6 - 1))
    #expect(bound.isSpent(elapsedNanoseconds: tenSeconds * 6))
  }

  @Test func `a wall time too long to multiply waits as long as it says`() {
    let bound = BusyWaitBound(wallNanoseconds: .max / 2)

    #expect(!bound.isSpent(elapsedNanoseconds: .max / 2 - 1))
    #expect(bound.isSpent(elapsedNanoseconds: .max))
  }
}
