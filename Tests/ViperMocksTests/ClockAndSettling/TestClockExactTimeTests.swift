import Foundation
import Testing
import ViperTesting

/// The clock keeps time in whole units, so that advances which add up to a deadline reach it
/// exactly, whatever the start date and however the span is cut.
@MainActor
@Suite struct TestClockExactTimeTests {
  private let start = Date(timeIntervalSince1970: 1_764_000_000)

  @Test func `ten advances of 300 ms wake a 3-second sleeper`() async {
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(3))
      woke = true
    }
    await clock.waitUntilSleeping()

    for _ in 0..<10 { await clock.advance(by: .milliseconds(300)) }

    #expect(woke)
    #expect(clock.now == start.addingTimeInterval(3))
    try? await sleeper.value
  }

  @Test func `a hundred advances of 10 ms wake a sleeper until a date one second on`() async {
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: clock.now.addingTimeInterval(1))
      woke = true
    }
    await clock.waitUntilSleeping()

    for _ in 0..<100 { await clock.advance(by: .milliseconds(10)) }

    #expect(woke)
    try? await sleeper.value
  }

  @Test func `a debounce that restarts its sleep mid-span fires when the span is up`() async {
    let clock = TestClock(now: start)
    await clock.advance(by: .milliseconds(100))
    var fired = false
    let debounce = Task { @MainActor in
      try await clock.sleep(until: clock.now.addingTimeInterval(0.3))
      fired = true
    }
    await clock.waitUntilSleeping()

    for _ in 0..<3 { await clock.advance(by: .milliseconds(100)) }

    #expect(fired)
    try? await debounce.value
  }

  @Test func `shows a date sleeper its own deadline while it runs`() async {
    let clock = TestClock(now: start)
    await clock.advance(by: .milliseconds(700))
    let deadline = clock.now.addingTimeInterval(0.1)
    var seen: Date?
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: deadline)
      seen = clock.now
    }
    await clock.waitUntilSleeping()

    await clock.advance(by: .milliseconds(100))

    #expect(seen == deadline)
    #expect(clock.now >= deadline)
    try? await sleeper.value
  }

  @Test func `a duration sleep is not cut short when the date is set forward`() async {
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(10))
      woke = true
    }
    await clock.waitUntilSleeping()

    clock.set(to: start.addingTimeInterval(3_600))
    await clock.advance(by: .seconds(9))
    let earlier = woke
    await clock.advance(by: .seconds(1))

    #expect(!earlier)
    #expect(woke)
    #expect(clock.now == start.addingTimeInterval(3_610))
    try? await sleeper.value
  }

  @Test func `a date sleep follows the date when it is set forward`() async {
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: start.addingTimeInterval(60))
      woke = true
    }
    await clock.waitUntilSleeping()

    clock.set(to: start.addingTimeInterval(60))
    await clock.run()

    #expect(woke)
    try? await sleeper.value
  }

  /// Random start dates from 1970 to 2100, random cuts of random spans, sleepers started at a
  /// random point: every sleeper wakes at the advance that completes its span, not before.
  @Test(arguments: 0..<8)
  func `any advances that add up to a deadline reach it exactly`(seed: UInt64) async {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      let origin = Date(timeIntervalSince1970: .random(in: 0...4_102_444_800, using: &random))
      let clock = TestClock(now: origin)
      await clock.advance(by: randomSpan(using: &random))
      let span = randomSpan(using: &random)
      let byDate = Bool.random(using: &random)
      var woke = false
      let sleeper = Task { @MainActor in
        if byDate {
          try await clock.sleep(until: clock.now.addingTimeInterval(span.timeInterval))
        } else {
          try await clock.sleep(for: span)
        }
        woke = true
      }
      await clock.waitUntilSleeping()

      var remaining = span
      while remaining > .zero {
        let step = min(remaining, max(randomSpan(using: &random) / 3, span / 20, .nanoseconds(1)))
        await clock.advance(by: step)
        remaining -= step
        // A date holds time to its last binary digit, under a microsecond until 2100.
        let precision: Duration = byDate ? .microseconds(1) : .zero
        if remaining > precision && woke { Issue.record("woke \(remaining) early from \(origin)") }
      }

      #expect(
        woke,
        "a \(span) sleeper from \(origin), \(byDate ? "until a date" : "for a duration")"
      )
      sleeper.cancel()
      _ = await sleeper.result
    }
  }

  private func randomSpan(using random: inout SeededGenerator) -> Duration {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: .milliseconds(Int.random(in: 1...999, using: &random))
    case 1: .nanoseconds(Int64.random(in: 1...10_000_000_000, using: &random))
    default: .seconds(Double.random(in: 0.001...90_000, using: &random))
    }
  }
}
