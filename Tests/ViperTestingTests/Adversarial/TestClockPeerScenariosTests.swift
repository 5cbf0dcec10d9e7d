import Foundation
import Testing
import ViperRuntime
import ViperTesting

/// The scenarios of the best-known test clock's own tests, re-expressed for this clock.
///
/// They are those of pointfreeco/swift-clocks' `TestClockTests`, for `TestClock` under
/// `.harness` through both seams: code that sleeps on the `Date` seam and code that sleeps on a
/// `Clock<Duration>`. As there, an
/// unstructured task sleeps and the test advances at once, with no yields and no waiting for the
/// sleeper; each scenario runs many times a run, since a race shows only now and then.
///
/// The unstructured task runs on the global pool, whose jobs only the runtime hook sees finish:
/// on the safe path (`VIPERSPEC_RUNTIME=safe`) these races are lost now and then under load, as
/// the "runtime fast paths" article says, so they run where the hook is.
@Suite(.harness, .enabled(if: GlobalExecutorHook.isActive, "races the pool, which needs the hook"))
struct TestClockPeerScenariosTests {
  private static let repetitions = 25
  private let start = Date(timeIntervalSince1970: 1_764_000_000)

  /// How the code under test sleeps.
  enum Seam: String, CaseIterable, CustomTestStringConvertible {
    case date = "the Date seam"
    case clock = "a Clock<Duration>"

    var testDescription: String { rawValue }

    func sleep(on clock: TestClock, for duration: Duration) async throws {
      switch self {
      case .date: try await clock.sleep(for: duration)
      case .clock: try await clock.continuous.sleep(for: duration)
      }
    }
  }

  @Test(arguments: Seam.allCases)
  func `an advance wakes a sleeper that started just before it`(seam: Seam) async {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let finished = LockedState(false)
      let sleeper = Task {
        try await seam.sleep(on: clock, for: .seconds(1))
        finished.withLock { $0 = true }
      }

      let before = finished.withLock { $0 }
      await clock.advance(by: .seconds(1))

      #expect(!before)
      #expect(finished.withLock { $0 })
      _ = await sleeper.result
    }
  }

  @Test(arguments: Seam.allCases)
  func `one advance runs five sleeps in a row`(seam: Seam) async throws {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let worker = Task {
        var count = 0
        for _ in 0..<5 {
          try await seam.sleep(on: clock, for: .seconds(1))
          count += 1
        }
        return count
      }

      await clock.advance(by: .seconds(5))

      #expect(try await worker.value == 5)
    }
  }

  @Test(arguments: Seam.allCases)
  func `a ten-tick timer ticks ten times in one advance`(seam: Seam) async throws {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let timer = Task {
        var ticks = 0
        for _ in 0..<10 {
          try await seam.sleep(on: clock, for: .seconds(1))
          ticks += 1
        }
        return ticks
      }

      await clock.advance(by: .seconds(30))

      #expect(try await timer.value == 10)
    }
  }

  @Test(arguments: Seam.allCases)
  func `a task cancelled before it sleeps never finishes its work`(seam: Seam) async {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let finished = LockedState(false)
      let sleeper = Task {
        try await seam.sleep(on: clock, for: .seconds(1))
        finished.withLock { $0 = true }
      }

      sleeper.cancel()
      await clock.advance(by: .seconds(5))

      #expect(!finished.withLock { $0 })
      _ = await sleeper.result
    }
  }

  @Test(arguments: Seam.allCases)
  func `cancelling a sleeper takes it off the clock`(seam: Seam) async {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let sleeper = Task { try await seam.sleep(on: clock, for: .seconds(1)) }
      await clock.waitUntilSleeping()

      sleeper.cancel()
      _ = await sleeper.result

      #expect(clock.sleeperCount == 0)
    }
  }

  @Test(arguments: Seam.allCases)
  func `now has moved by exactly the advance`(seam: Seam) async throws {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let sleeper = Task { try await seam.sleep(on: clock, for: .seconds(5)) }
      let instant = clock.continuous.now

      await clock.advance(by: .seconds(5))

      #expect(clock.continuous.now == instant.advanced(by: .seconds(5)))
      #expect(clock.now == start.addingTimeInterval(5))
      try await sleeper.value
    }
  }

  @Test(arguments: Seam.allCases)
  func `sleepers woken by one advance finish in deadline order`(seam: Seam) async throws {
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let race = Task {
        try await withThrowingTaskGroup(of: Int.self) { group in
          group.addTask {
            try await seam.sleep(on: clock, for: .seconds(2))
            return 2
          }
          group.addTask {
            try await seam.sleep(on: clock, for: .seconds(1))
            return 1
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
      }

      await clock.advance(by: .seconds(5))

      #expect(try await race.value == [1, 2])
    }
  }

  @Test func `a sleep until exactly now returns at once`() async throws {
    let clock = TestClock(now: start)

    try await clock.continuous.sleep(until: clock.continuous.now)
    try await clock.sleep(until: clock.now)

    #expect(clock.sleeperCount == 0)
  }
}
