import Foundation
import Testing
import ViperTesting

/// Without the `.harness` trait, an advance still lets work under way reach the clock first and
/// lets what it wakes settle, as far as the pool and the main actor go; only the test's own
/// executor, which the trait provides, is missing.
@Suite struct TestClockOutsideHarnessTests {
  private static let repetitions = 50
  private let start = Date(timeIntervalSince1970: 1_764_000_000)

  @Test func `awaiting a sleeper nobody advances fails instead of hanging`() async {
    await withKnownIssue {
      let clock = TestClock(now: start)
      await #expect(throws: CancellationError.self) {
        try await clock.sleep(for: .seconds(5))
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("stood still") && text.contains("which nothing advanced")
    }
  }

  @MainActor
  @Test func `a main-actor test awaiting a held sleeper fails instead of hanging`() async {
    await withKnownIssue {
      let clock = TestClock(now: start)
      let sleeper = Task { @MainActor in try await clock.sleep(for: .seconds(5)) }
      await #expect(throws: CancellationError.self) { try await sleeper.value }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("stood still")
    }
  }

  @Test func `an advance waits for an actor's sleep that a task is about to start`() async {
    var missed = 0
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let backend = SlowBackend(clock: clock)
      let answered = LockedState(false)
      let call = Task {
        _ = await backend.answer(after: .seconds(1))
        answered.withLock { $0 = true }
      }

      await clock.advance(by: .seconds(1))

      if !answered.withLock({ $0 }) {
        missed += 1
        // Wake the late sleeper, wherever its deadline fell, so a miss fails instead of hanging.
        while !answered.withLock({ $0 }) {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      await call.value
    }
    #expect(missed == 0)
  }

  @MainActor
  @Test func `an advance on the main actor waits for a main-actor task's sleep`() async {
    var missed = 0
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      var woke = false
      let sleeper = Task { @MainActor in
        try await clock.continuous.sleep(until: clock.continuous.now.advanced(by: .seconds(1)))
        woke = true
      }

      await clock.advance(by: .seconds(1))

      if !woke {
        missed += 1
        while !woke {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      _ = await sleeper.result
    }
    #expect(missed == 0)
  }
}
