import Foundation
import Testing
import ViperRuntime
import ViperTesting

/// Work that goes back and forth between the pool, an actor and the main actor after a sleeper
/// wakes.
///
/// Each hop is a new pool job queued while the one before runs, and the last queues the outcome
/// on the main actor: `advance` must return only once it is recorded.
@Suite(.harness, .enabled(if: GlobalExecutorHook.isActive, "races the pool, which needs the hook"))
struct PoolHandoffSettlingTests {
  private static let repetitions = 40

  /// An actor whose work keeps a pool thread busy a while (a checksum over 100,000 numbers),
  /// so that the hop back from it comes late.
  actor SlowCalculator {
    func double(_ value: Int) -> Int {
      var checksum = UInt64(value)
      for number in 0..<100_000 { checksum = checksum &* 31 &+ UInt64(number) }
      return value * 2 + Int(checksum % 1)
    }
  }

  @MainActor @Test
  func `a main-actor task racing an actor call against a timeout shows its outcome at once`()
    async
  {
    for round in 0..<Self.repetitions {
      let journal = Journal()
      let clock = TestClock(now: Date(timeIntervalSince1970: 0))
      let race = Task { @MainActor in
        let result = await withTaskGroup(of: Int?.self) { group in
          group.addTask {
            try? await clock.sleep(for: .seconds(2))
            return nil
          }
          group.addTask {
            try? await clock.sleep(for: .seconds(1))
            return await SlowCalculator().double(round)
          }
          let first = await group.next() ?? nil
          group.cancelAll()
          return first
        }
        journal.record("view", "show(_:)", result as Any)
      }
      await clock.waitUntilSleeping(count: 2)

      await clock.advance(by: .seconds(1))

      expectTranscript(journal, "view.show(\(round * 2))")
      await race.value
    }
  }
}
