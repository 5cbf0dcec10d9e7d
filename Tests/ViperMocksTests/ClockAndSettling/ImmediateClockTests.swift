import Foundation
import Testing
import ViperTesting

@Suite struct ImmediateClockTests {
  private let start = Date(timeIntervalSince1970: 1_764_000_000)

  @Test func `a ten-tick timer runs straight through and the clock shows ten seconds on`()
    async throws
  {
    let clock = ImmediateClock(now: start)

    var ticks = 0
    while ticks < 10 {
      try await clock.sleep(for: .seconds(1))
      ticks += 1
    }

    #expect(ticks == 10)
    #expect(clock.now == start.addingTimeInterval(10))
    #expect(clock.continuous.now == TimelineInstant(offset: .seconds(10)))
  }

  @Test func `both seams move the same time`() async throws {
    let clock = ImmediateClock(now: start)
    let instant = clock.continuous.now

    try await clock.continuous.sleep(for: .seconds(5))
    let afterDuration = clock.now
    try await clock.sleep(for: .seconds(2))
    try await clock.sleep(until: start.addingTimeInterval(8))

    #expect(afterDuration == start.addingTimeInterval(5))
    #expect(clock.now == start.addingTimeInterval(8))
    // A date holds time to its last binary digit: the instant is within a microsecond of 8 s.
    let drift = instant.advanced(by: .seconds(8)).duration(to: clock.continuous.now)
    #expect(drift <= .zero && drift > .microseconds(-1))
  }

  @Test func `a sleep for ever moves the clock far on without a crash`() async throws {
    let clock = ImmediateClock(now: start)

    try await clock.continuous.sleep(for: .seconds(Int64.max))
    try await clock.continuous.sleep(for: .seconds(1))

    #expect(clock.now > start.addingTimeInterval(1e18))
  }

  @Test func `a sleep until the past moves nothing`() async throws {
    let clock = ImmediateClock(now: start)

    try await clock.sleep(until: start.addingTimeInterval(-60))
    try await clock.sleep(for: .seconds(-1))

    #expect(clock.now == start)
  }

  @Test func `a cancelled task's sleep throws`() async {
    let clock = ImmediateClock(now: start)
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    let result = await sleeper.result

    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.now == start)
  }
}
