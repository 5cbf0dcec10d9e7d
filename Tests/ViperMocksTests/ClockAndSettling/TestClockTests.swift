import Foundation
import Testing
import ViperTesting

@MainActor
@Suite struct TestClockTests {
  private let start = Date(timeIntervalSince1970: 1_400_673_600)
  private let clock: TestClock

  init() {
    clock = TestClock(now: start)
  }

  @Test func `shows the date it was set to until moved`() async {
    #expect(clock.now == start)

    await clock.advance(by: .seconds(90))

    #expect(clock.now == start.addingTimeInterval(90))
    clock.set(to: start)
    #expect(clock.now == start)
  }

  @Test func `resumes a sleeper exactly when an advance reaches its deadline`() async {
    var woke: [Date] = []
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(10))
      woke.append(clock.now)
    }
    await clock.waitUntilSleeping()

    await clock.advance(by: .seconds(9))
    let beforeDeadline = woke
    await clock.advance(by: .seconds(1))

    #expect(beforeDeadline.isEmpty)
    #expect(woke == [start.addingTimeInterval(10)])
    #expect(clock.sleeperCount == 0)
    try? await sleeper.value
  }

  @Test func `returns from an advance after the resumed work settled`() async {
    var steps: [String] = []
    let worker = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      steps.append("woke")
      steps.append("worked")
      try await clock.sleep(for: .seconds(1))
      steps.append("woke again")
    }
    await clock.waitUntilSleeping()

    await clock.advance(by: .seconds(1))

    #expect(steps == ["woke", "worked"])
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(steps == ["woke", "worked", "woke again"])
    try? await worker.value
  }

  @Test func `has a woken sleeper queued again before the advance returns, every time`() async {
    var misses = 0

    for _ in 0..<200 {
      let clock = TestClock(now: start)
      let worker = Task { @MainActor in
        try await clock.sleep(for: .seconds(1))
        try await clock.sleep(for: .seconds(1))
      }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      if clock.sleeperCount != 1 { misses += 1 }
      worker.cancel()
      _ = await worker.result
    }

    #expect(misses == 0)
  }

  @Test func `resumes ties in the order the sleepers started`() async {
    var order: [String] = []
    var tasks: [Task<Void, any Error>] = []
    for (count, name) in ["first", "second", "third"].enumerated() {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(for: .seconds(5))
          order.append(name)
        }
      )
      await clock.waitUntilSleeping(count: count + 1)
    }

    await clock.advance(by: .seconds(5))

    #expect(order == ["first", "second", "third"])
    for task in tasks { try? await task.value }
  }

  @Test func `resumes 10,000 sleepers in deadline order`() async {
    var order: [Int] = []
    var tasks: [Task<Void, any Error>] = []
    let deadlines = (0..<10_000).map { ($0 * 7_919) % 10_000 }
    for offset in deadlines {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(until: start.addingTimeInterval(Double(offset) + 1))
          order.append(offset)
        }
      )
    }
    await clock.waitUntilSleeping(count: 10_000)

    await clock.advance(by: .seconds(10_001))

    #expect(order == Array(0..<10_000))
    for task in tasks { try? await task.value }
  }

  @Test func `leaves later sleepers asleep after a partial advance`() async {
    var woke: [Int] = []
    var tasks: [Task<Void, any Error>] = []
    for seconds in [3, 1, 2] {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(for: .seconds(seconds))
          woke.append(seconds)
        }
      )
    }
    await clock.waitUntilSleeping(count: 3)

    await clock.advance(by: .seconds(2))

    #expect(woke == [1, 2])
    #expect(clock.sleeperCount == 1)
    #expect(clock.now == start.addingTimeInterval(2))
    await clock.advance(by: .seconds(1))
    #expect(woke == [1, 2, 3])
    for task in tasks { try? await task.value }
  }

  @Test func `shows each sleeper its own deadline while it runs`() async {
    var seen: [Date] = []
    var tasks: [Task<Void, any Error>] = []
    for seconds in [1, 2] {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(for: .seconds(seconds))
          seen.append(clock.now)
        }
      )
      await clock.waitUntilSleeping(count: seconds)
    }

    await clock.advance(by: .seconds(5))

    #expect(seen == [start.addingTimeInterval(1), start.addingTimeInterval(2)])
    #expect(clock.now == start.addingTimeInterval(5))
    for task in tasks { try? await task.value }
  }

  @Test func `throws CancellationError to a cancelled sleeper and drops it from the queue`() async {
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(10))
    }
    await clock.waitUntilSleeping()

    sleeper.cancel()
    let result = await sleeper.result

    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(20))
    #expect(clock.now == start.addingTimeInterval(20))
  }

  @Test func `returns at once from a sleep until now or earlier`() async throws {
    try await clock.sleep(until: start)
    try await clock.sleep(until: start.addingTimeInterval(-60))

    #expect(clock.sleeperCount == 0)
    #expect(clock.now == start)
  }

  @Test func `throws at once when an already cancelled task sleeps until now`() async {
    let sleeper = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: start)
    }

    let result = await sleeper.result

    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func `resumes sleepers due now when run`() async {
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(until: start.addingTimeInterval(1))
      woke = true
    }
    await clock.waitUntilSleeping()
    clock.set(to: start.addingTimeInterval(1))

    await clock.run()

    #expect(woke)
    try? await sleeper.value
  }
}
