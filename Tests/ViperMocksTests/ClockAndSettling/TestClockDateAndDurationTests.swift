import Foundation
import Testing
import ViperTesting

/// Sleepers until a date and sleepers for a duration share one timeline: a date names the same
/// instant as the duration that reaches it, so they wake together and in the order they began.
@MainActor
@Suite(.harness) struct TestClockDateAndDurationTests {
  @Test(arguments: [
    Date(timeIntervalSince1970: 1_000),
    Date(timeIntervalSince1970: 1_764_000_000.125),
    Date(timeIntervalSince1970: 3_975_000_000.3),
  ])
  func `advancing to a date wakes a duration sleeper due at that date`(start: Date) async {
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(10))
      woke = true
    }
    await clock.waitUntilSleeping()

    await clock.advance(to: start.addingTimeInterval(10))

    #expect(woke)
    #expect(clock.continuous.now.offset == .seconds(10))
    try? await sleeper.value
  }

  @Test(arguments: [true, false])
  func `a date and a duration due together wake in the order they began`(dateFirst: Bool) async {
    let start = Date(timeIntervalSince1970: 0)
    let clock = TestClock(now: start)
    var order: [String] = []
    let sleepUntil = { @MainActor in
      Task { @MainActor in
        try await clock.sleep(until: start.addingTimeInterval(1))
        order.append("until")
      }
    }
    let sleepFor = { @MainActor in
      Task { @MainActor in
        try await clock.sleep(for: .seconds(1))
        order.append("for")
      }
    }
    let first = dateFirst ? sleepUntil() : sleepFor()
    await clock.waitUntilSleeping(count: 1)
    let second = dateFirst ? sleepFor() : sleepUntil()
    await clock.waitUntilSleeping(count: 2)

    await clock.advance(by: .seconds(1))

    #expect(order == (dateFirst ? ["until", "for"] : ["for", "until"]))
    try? await first.value
    try? await second.value
  }

  @Test(arguments: [1, 2, 3, 7, 250, 999])
  func `advancing to a date after an earlier advance wakes a duration sleeper due then`(
    milliseconds: Int
  ) async {
    let clock = TestClock(now: Date(timeIntervalSince1970: 1_764_000_000))
    await clock.advance(by: .milliseconds(milliseconds))
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(10))
      woke = true
    }
    await clock.waitUntilSleeping()

    await clock.advance(to: clock.now.addingTimeInterval(10))

    #expect(woke)
    try? await sleeper.value
  }

  @Test(arguments: [1, 2, 3, 7, 250, 999])
  func `a date and a duration due at the same millisecond wake in the order they began`(
    milliseconds: Int
  ) async {
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    let clock = TestClock(now: start)
    var order: [String] = []
    let first = Task { @MainActor in
      try await clock.sleep(for: .milliseconds(milliseconds))
      order.append("for")
    }
    await clock.waitUntilSleeping(count: 1)
    let second = Task { @MainActor in
      try await clock.sleep(until: start.addingTimeInterval(Double(milliseconds) / 1000))
      order.append("until")
    }
    await clock.waitUntilSleeping(count: 2)

    await clock.advance(by: .milliseconds(milliseconds + 1))

    #expect(order == ["for", "until"])
    try? await first.value
    try? await second.value
  }

  @Test func `a date a little after a duration's deadline wakes after it`() async {
    let start = Date(timeIntervalSince1970: 0)
    let clock = TestClock(now: start)
    var order: [String] = []
    let later = Task { @MainActor in
      try await clock.sleep(until: start.addingTimeInterval(1.000_003))
      order.append("until")
    }
    await clock.waitUntilSleeping(count: 1)
    let sooner = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      order.append("for")
    }
    await clock.waitUntilSleeping(count: 2)

    await clock.advance(by: .seconds(2))

    #expect(order == ["for", "until"])
    try? await later.value
    try? await sooner.value
  }

  @Test func `a sleeper whose date was set past wakes on the next run`() async {
    let start = Date(timeIntervalSince1970: 1_000)
    let clock = TestClock(now: start)
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: start.addingTimeInterval(10))
      woke = true
    }
    await clock.waitUntilSleeping()

    clock.set(to: start.addingTimeInterval(20))
    await clock.run()

    #expect(woke)
    try? await sleeper.value
  }
}
