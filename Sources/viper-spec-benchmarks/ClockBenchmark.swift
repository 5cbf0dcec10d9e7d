import Foundation
import ViperMocks
import ViperRuntime
import ViperSpec

/// Measures how fast `TestClock` resumes many sleepers in deadline order.
enum ClockBenchmark {
  /// Starts sleepers with shuffled deadlines, then times one advance past all of them.
  ///
  /// - Returns: How long the advance took; starting the sleepers is not counted.
  @MainActor
  static func advanceThroughSleepers(count: Int) async -> Duration {
    await advance(count: count, on: MainActor.shared)
  }

  /// Runs the same workload inside a harness scope, as under `.harness`, so that each advance
  /// also settles the work it woke.
  @MainActor
  static func advanceThroughSleepersSettling(count: Int) async -> Duration {
    let scope = HarnessScope(location: nil, collectsFailures: false)
    return await scope.run { await advance(count: count, on: MainActor.shared) }
  }

  /// Times the main queue's own share: passes through it, each a block sent there that resumes
  /// a main-actor task straight on the main actor.
  ///
  /// Settling a sleeper makes one such pass, of four blocks: two rounds of two.
  @MainActor
  static func mainActorHops(count: Int) async -> Duration {
    let timer = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
    let began = timer.now
    for _ in 0..<count { await GlobalExecutorHook.passThroughMainActor() }
    return began.duration(to: timer.now)
  }

  /// Runs the same workload through the clock's `Clock<Duration>` view, as code that takes
  /// `some Clock<Duration>` sleeps, inside a harness scope.
  @MainActor
  static func advanceThroughClockSleepersSettling(count: Int) async -> Duration {
    let scope = HarnessScope(location: nil, collectsFailures: false)
    return await scope.run {
      await advance(count: count, on: MainActor.shared, throughClockView: true)
    }
  }

  /// Runs that each make a clock and a callback queue and settle a handler on it, in one harness
  /// scope, as a test repeating a shape does.
  ///
  /// - Throws: A `StepFailure` naming the first run whose handler had not run when the advance
  ///   returned, which the measurement reports in its line.
  @MainActor
  static func callbackQueueRuns(count: Int) async throws {
    let scope = HarnessScope(location: nil, collectsFailures: false)
    try await scope.run {
      for run in 0..<count {
        let clock = TestClock(now: Date(timeIntervalSince1970: 0))
        let shown = LockedState(-1)
        let queue = clock.makeCallbackQueue()
        queue.async { shown.withLock { $0 = run } }
        await clock.advance(by: .seconds(1))
        guard shown.withLock({ $0 }) == run else {
          throw StepFailure("the handler of run \(run) had not run")
        }
      }
    }
  }

  /// Runs the same workload on an ordinary global actor.
  @BenchmarkActor
  static func advanceThroughSleepersOffMain(count: Int) async -> Duration {
    await advance(count: count, on: BenchmarkActor.shared)
  }

  private static func advance(
    count: Int,
    on actor: isolated any Actor,
    throughClockView: Bool = false
  ) async -> Duration {
    let start = Date(timeIntervalSince1970: 0)
    let clock = TestClock(now: start)
    var order: [Int] = []
    order.reserveCapacity(count)
    var tasks: [Task<Void, any Error>] = []
    for number in 0..<count {
      let offset = (number * 7_919) % count
      tasks.append(
        Task {
          _ = actor
          if throughClockView {
            let deadline = TimelineInstant(offset: .seconds(offset + 1))
            try await clock.continuous.sleep(until: deadline, tolerance: nil)
          } else {
            try await clock.sleep(until: start.addingTimeInterval(Double(offset) + 1))
          }
          order.append(offset)
        }
      )
    }
    await clock.waitUntilSleeping(count: count)
    let timer = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
    let began = timer.now
    await clock.advance(by: .seconds(count + 1))
    let elapsed = began.duration(to: timer.now)
    precondition(order == Array(0..<count), "sleepers resumed out of order")
    for task in tasks { try? await task.value }
    return elapsed
  }
}
