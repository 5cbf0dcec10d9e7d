import Foundation
import ViperCore
import ViperRuntime

/// The clock's sleepers: queued by deadline, given their wake-up, cancelled, and taken in order
/// as the clock moves.
extension TestClock {
  /// Queues a sleeper, or returns `nil` when its deadline has already come.
  func enqueue(_ deadline: SleeperDeadline) -> Int? {
    let (sequence, ready) = state.withLock { state -> (Int?, [CheckedContinuation<Void, Never>]) in
      let sequence = state.nextSequence
      let key = deadline.key(sequence: sequence, on: state.timeline)
      guard key.earliest > state.timeline.instant else { return (nil, []) }
      state.nextSequence += 1
      state.deadlines[sequence] = deadline
      state.queue.insert(key)
      let count = state.deadlines.count
      let ready = state.sleepingWaiters.filter { $0.count <= count }.map(\.continuation)
      state.sleepingWaiters.removeAll { $0.count <= count }
      return (sequence, ready)
    }
    for waiter in ready { waiter.resume() }
    if sequence != nil { settlingScope.noteEvent() }
    return sequence
  }

  /// Stores a sleeper's continuation, or resumes it at once if it was woken or cancelled first.
  func attach(_ wakeup: Wakeup, to sequence: Int, resumesOnMainActor: Bool) {
    let early = state.withLock { state -> EarlyOutcome? in
      guard let outcome = state.earlyOutcomes.removeValue(forKey: sequence) else {
        state.wakeups[sequence] = (wakeup, resumesOnMainActor)
        return nil
      }
      return outcome
    }
    switch early {
    case .resumed(let handshake): wakeup.resume(returning: handshake)
    case .cancelled: wakeup.resume(throwing: CancellationError())
    case nil: break
    }
  }

  func cancel(sequence: Int) {
    let wakeup = state.withLock { state -> Wakeup? in
      // A sleeper the advance already took is left to finish waking normally.
      guard state.deadlines.removeValue(forKey: sequence) != nil else { return nil }
      guard let attached = state.wakeups.removeValue(forKey: sequence) else {
        state.earlyOutcomes[sequence] = .cancelled
        return nil
      }
      return attached.wakeup
    }
    wakeup?.resume(throwing: CancellationError())
  }

  /// Takes the earliest live sleeper due by `target` from the queue, skipping cancelled ones, and
  /// resumes it at once when a main-actor advance settles it; under one lock, since a settling
  /// advance takes 10,000 sleepers one by one.
  ///
  /// The scope hears of the wake first, with the call that woke it (`call`, at `location`), since
  /// work coming back from a queue settling cannot see makes that call return too early.
  func popSleeper(
    dueBy target: SleeperDeadline,
    settlingOnMainActor: Bool,
    wakingBy call: String,
    at location: SourceCodeLocation
  ) -> DueSleeper? {
    let (due, wakeup) = state.withLock { state -> (DueSleeper?, Wakeup?) in
      let limit = target.instant(on: state.timeline)
      // A date sleeper may wake a hair before the instant it names, so keys up to that hair past
      // the limit are looked at; those not yet due go back.
      var notYetDue: [SleeperQueue.Key] = []
      defer { for key in notYetDue { state.queue.insert(key) } }
      while let key = state.queue.first, key.deadline <= limit + Self.earlyWakeWindow {
        state.queue.removeFirst()
        guard state.deadlines[key.sequence] != nil else { continue }
        guard key.earliest <= limit else {
          notYetDue.append(key)
          continue
        }
        let deadline = state.deadlines.removeValue(forKey: key.sequence)
        state.timeline.move(to: min(key.deadline, limit))
        if case .date(let date) = deadline { state.timeline.reach(date) }
        guard settlingOnMainActor, let attached = state.wakeups[key.sequence],
          attached.resumesOnMainActor
        else { return (.needsHandshake(sequence: key.sequence), nil) }
        state.wakeups[key.sequence] = nil
        return (.resumed, attached.wakeup)
      }
      return (nil, nil)
    }
    // A sleeper woken is work going on: neither watchdog takes a long advance for a hang.
    if due != nil { settlingScope.noteWake(by: call, at: location) }
    wakeup?.resume(returning: nil)
    return due
  }
}
