import Foundation
import Testing
import ViperTesting

/// The adapters between the `DateClock` seam and Swift's `Clock<Duration>`: every date clock has a
/// `Clock<Duration>` on its own timeline, and any `Clock<Duration>` can give dates.
@Suite(.harness) struct ClockSeamAdapterTests {
  let start = Date(timeIntervalSince1970: 1_000)

  @Test func `your own date clock's Clock view sleeps until that date`() async throws {
    let clock = WallClockDouble(now: start)

    let deadline = clock.continuous.now.advanced(by: .seconds(5))
    try await clock.continuous.sleep(until: deadline, tolerance: nil)

    #expect(clock.sleptUntil == [start.addingTimeInterval(5)])
    #expect(clock.continuous.now.duration(to: deadline) == .zero)
  }

  @Test func `the Clock view of a date clock follows its date`() {
    let clock = WallClockDouble(now: start)
    let before = clock.continuous.now

    clock.set(start.addingTimeInterval(1.5))

    #expect(before.duration(to: clock.continuous.now) == .milliseconds(1_500))
  }

  @Test func `a test clock held as any DateClock gives its own exact Clock view`() async throws {
    let testClock = TestClock(now: start)
    let clock: any DateClock = testClock
    let timer = clock.continuous

    let sleeper = Task { try await timer.sleep(for: .milliseconds(300)) }
    await testClock.waitUntilSleeping()
    for _ in 0..<3 { await testClock.advance(by: .milliseconds(100)) }
    try await sleeper.value

    #expect(testClock.continuous.now == TimelineInstant(offset: .milliseconds(300)))
  }

  @Test func `the system clock's Clock view is the continuous clock`() {
    let timer: ContinuousClock = SystemClock().continuous

    #expect(timer.minimumResolution == ContinuousClock().minimumResolution)
  }

  @Test func `dated clock reads its start plus the time elapsed on its Clock`() async throws {
    let timer = ImmediateClock(now: start)
    let clock = AnchoredDateClock(timer.continuous, startingAt: start)

    try await clock.sleep(for: .seconds(3))
    #expect(clock.now == start.addingTimeInterval(3))

    try await clock.sleep(until: start.addingTimeInterval(10))
    #expect(clock.now == start.addingTimeInterval(10))
    #expect(timer.continuous.now == TimelineInstant(offset: .seconds(10)))
  }

  @Test func `dated clock on a test clock wakes when the test clock is advanced`() async throws {
    let testClock = TestClock(now: start)
    let clock = AnchoredDateClock(testClock.continuous, startingAt: start)

    let sleeper = Task { try await clock.sleep(until: start.addingTimeInterval(2)) }
    await testClock.waitUntilSleeping()
    await testClock.advance(by: .seconds(2))
    try await sleeper.value

    #expect(clock.now == start.addingTimeInterval(2))
    #expect(clock.continuous.now == TimelineInstant(offset: .seconds(2)))
  }

  @Test func `dated clock returns at once for a date already passed`() async throws {
    let testClock = TestClock(now: start)
    let clock = AnchoredDateClock(testClock.continuous, startingAt: start)

    try await clock.sleep(until: start.addingTimeInterval(-60))

    #expect(clock.now == start)
  }
}

/// A date clock written by a team, with no `Clock` view of its own: it records what it is asked
/// to sleep until and returns at once.
private final class WallClockDouble: DateClock {
  private let state: LockedState<(now: Date, sleptUntil: [Date])>

  init(now: Date) {
    state = LockedState((now, []))
  }

  var now: Date {
    state.withLock { $0.now }
  }

  var sleptUntil: [Date] {
    state.withLock { $0.sleptUntil }
  }

  func set(_ date: Date) {
    state.withLock { $0.now = date }
  }

  func sleep(until deadline: Date) async throws {
    state.withLock {
      $0.sleptUntil.append(deadline)
      $0.now = max($0.now, deadline)
    }
  }
}
