import Foundation
import ViperCore
import ViperRuntime

/// How the clock moves: sleepers due resumed in deadline order, each handed over and the work it
/// woke settled before the next.
extension TestClock {
  /// Moves the clock to `target`, resuming the sleepers due by then.
  ///
  /// - Parameters:
  ///   - target: Where to move.
  ///   - call: The public call, as the test wrote it, for failures about the work it woke.
  ///   - location: Where the test made the call.
  func advance(
    until target: SleeperDeadline,
    calledAs call: String,
    at location: SourceCodeLocation
  ) async {
    reportSharedUse()
    settlingScope.beginClockCall()
    defer { settlingScope.endClockCall() }
    // Work already under way (a call that failed at once, say, and the retry it schedules) first
    // reaches its next wait, so that a sleep it is about to start counts in this advance.
    await settle(settlingScope)
    // Read apart: on the right of `&&`, an autoclosure, `#isolation` is always `nil`.
    let isolation = #isolation
    let settlesOnMainActor = GlobalExecutorHook.resumesOnMainActor(isolation)
    // Each sleeper's work settles before the next is due; once none is, a last settle also
    // passes through Dispatch's global queues (a callback there may resume a task that then
    // sleeps again, due in this advance). Only the last: the pass costs a hundred microseconds.
    var passedGlobalQueues = false
    while true {
      guard
        let due = popSleeper(
          dueBy: target,
          settlingOnMainActor: settlesOnMainActor,
          wakingBy: call,
          at: location
        )
      else {
        if passedGlobalQueues { break }
        await settle(settlingScope, passingGlobalQueues: true)
        passedGlobalQueues = true
        continue
      }
      if case .needsHandshake(let sequence) = due {
        await GlobalExecutorHook.withMainActorResumption { handshake in
          resume(sequence, handshake: handshake)
        }
      }
      await settle(settlingScope)
      passedGlobalQueues = false
    }
    state.withLock { state in
      state.timeline.move(to: target.instant(on: state.timeline))
      if case .date(let date) = target { state.timeline.reach(date) }
    }
  }

  func resume(_ sequence: Int, handshake: UnsafeContinuation<Void, Never>) {
    let wakeup = state.withLock { state -> Wakeup? in
      guard let attached = state.wakeups.removeValue(forKey: sequence) else {
        state.earlyOutcomes[sequence] = .resumed(handshake: handshake)
        return nil
      }
      return attached.wakeup
    }
    wakeup?.resume(returning: handshake)
  }

  /// Waits until the scope's work is still, as `HarnessScope.waitUntilStill(giveUpAt:passingGlobalQueues:)`
  /// defines it.
  ///
  /// - Parameters:
  ///   - scope: The scope whose work settles.
  ///   - passingGlobalQueues: Whether to end with a pass through Dispatch's global queues.
  ///   - isolation: The caller's actor.
  ///
  /// The waiting must not pass through the scope's executor, or the clock's own hops would count
  /// as the code under test's work: a task that prefers that executor resumes there. A main-actor
  /// caller waits itself, since its resumptions are sent straight to the main actor (by the
  /// executor, or the hook), on the safe path too and whether or not another library replaced the
  /// hook while it waits; any other caller waits in a main-actor task of its own, without the
  /// preference.
  func settle(
    _ scope: HarnessScope,
    passingGlobalQueues: Bool = false,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    if isolation === MainActor.shared {
      await scope.waitUntilStill(passingGlobalQueues: passingGlobalQueues)
      return
    }
    await GlobalExecutorHook.withMainActorResumption { (settled: UnsafeContinuation<Void, Never>) in
      Task { @MainActor in
        await scope.waitUntilStill(passingGlobalQueues: passingGlobalQueues)
        settled.resume()
      }
    }
  }
}
