public import Foundation
public import ViperCore

/// A clock whose date moves only when a test sets or advances it.
///
/// Sleepers resume in deadline order, ties in the order they started sleeping, exactly when an
/// advance passes their deadline; the clock's date is the sleeper's deadline while it runs.
/// Each resumed sleeper is handed a continuation that it resumes as soon as it is back on its own
/// actor, and the advance waits for that handshake before it resumes the next one. When the
/// sleeper and the test share an actor (the usual case: presenters and `@MainActor` tests; with
/// `NonisolatedNonsendingByDefault`, interactors and in-memory stores run on their caller's actor),
/// the advance runs again only after the sleeper has reached its next suspension, so `advance`
/// returns with the resumed work settled: no polling, no yield loops.
///
/// A sleeper joins the queue synchronously, before `sleep(until:)` first suspends, so a sleeper
/// that goes back to sleep is already counted and queued when the advance looks again.
///
/// `sleep(until:)` with a deadline at or before `now` returns at once without suspending (after
/// checking for cancellation), as the standard library's task sleep does with a past deadline. A
/// cancelled sleeper throws `CancellationError` and leaves the queue.
///
/// ```swift
/// let clock = TestClock(now: date("2026-11-22T23:59:00Z"))
/// let refresh = Task { @MainActor in await presenter.keepFresh() }
/// await clock.waitUntilSleeping()
/// await clock.advance(by: .seconds(60))   // midnight: the presenter regroups, then we continue
/// ```
public final class TestClock: DateClock {
  /// The continuation a sleeper waits on; it receives the advance's handshake continuation.
  ///
  /// Each is resumed exactly once: whoever resumes it first removes it from the state under the
  /// lock, which is what makes the unchecked (and cheaper) continuations safe.
  private typealias Wakeup = UnsafeContinuation<UnsafeContinuation<Void, Never>?, any Error>

  /// What happened to a sleeper before its continuation was attached.
  private enum EarlyOutcome {
    case resumed(handshake: UnsafeContinuation<Void, Never>)
    case cancelled
  }

  private struct State {
    var now: Date
    var queue = SleeperQueue()
    /// The deadlines of sleepers that are queued and neither resumed nor cancelled.
    var deadlines: [Int: Date] = [:]
    var wakeups: [Int: Wakeup] = [:]
    var earlyOutcomes: [Int: EarlyOutcome] = [:]
    var nextSequence = 0
    var sleepingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: LockedState<State>
  private let journal: Journal?

  /// Creates a clock stopped at a date.
  ///
  /// - Parameters:
  ///   - now: The date the clock shows until a test moves it.
  ///   - journal: A journal to record `clock.sleep(until:)` calls in, if the test asserts them.
  public init(now: Date, journal: Journal? = nil) {
    self.state = LockedState(State(now: now))
    self.journal = journal
  }

  public var now: Date {
    state.withLock { $0.now }
  }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int {
    state.withLock { $0.deadlines.count }
  }

  public func sleep(until deadline: Date) async throws {
    journal?.record("clock", "sleep(until:)", deadline)
    try Task.checkCancellation()
    guard let sequence = enqueue(deadline) else { return }
    let handshake = try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (wakeup: Wakeup) in
        attach(wakeup, to: sequence)
      }
    } onCancel: {
      cancel(sequence: sequence)
    }
    handshake?.resume()
  }

  /// Moves the clock forward, resuming every sleeper whose deadline it passes, in order.
  ///
  /// Sleepers that start sleeping while the advance runs, with deadlines inside the advanced span,
  /// resume in the same pass.
  ///
  /// - Parameter duration: How far to move; negative durations are a programmer error.
  public func advance(by duration: Duration) async {
    precondition(duration >= .zero, "TestClock cannot go back in time; use set(to:) instead.")
    await advance(to: now.addingTimeInterval(duration.timeInterval))
  }

  /// Moves the clock to a date, resuming every sleeper due by then in deadline order.
  ///
  /// - Parameter date: The new date; a date before `now` leaves the clock where it is.
  public func advance(to date: Date) async {
    while let sequence = popSleeper(dueBy: date) {
      await withUnsafeContinuation { handshake in
        let wakeup = state.withLock { state -> Wakeup? in
          guard let wakeup = state.wakeups.removeValue(forKey: sequence) else {
            state.earlyOutcomes[sequence] = .resumed(handshake: handshake)
            return nil
          }
          return wakeup
        }
        wakeup?.resume(returning: handshake)
      }
    }
    state.withLock { $0.now = max($0.now, date) }
  }

  /// Resumes every sleeper due now, without moving the clock.
  public func run() async {
    await advance(to: now)
  }

  /// Sets the date without resuming anyone, for tests of time going backwards or jumping.
  ///
  /// - Parameter date: The new date.
  public func set(to date: Date) {
    state.withLock { $0.now = date }
  }

  /// Suspends until at least the given number of tasks are sleeping on this clock.
  ///
  /// - Parameter count: The number of sleepers to wait for.
  public func waitUntilSleeping(count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard state.deadlines.count < count else { return true }
        state.sleepingWaiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// Queues a sleeper, or returns `nil` when its deadline has already come.
  private func enqueue(_ deadline: Date) -> Int? {
    let (sequence, ready) = state.withLock { state -> (Int?, [CheckedContinuation<Void, Never>]) in
      guard deadline > state.now else { return (nil, []) }
      let sequence = state.nextSequence
      state.nextSequence += 1
      state.deadlines[sequence] = deadline
      state.queue.insert(
        .init(deadline: deadline.timeIntervalSinceReferenceDate, sequence: sequence)
      )
      let count = state.deadlines.count
      let ready = state.sleepingWaiters.filter { $0.count <= count }.map(\.continuation)
      state.sleepingWaiters.removeAll { $0.count <= count }
      return (sequence, ready)
    }
    for waiter in ready { waiter.resume() }
    return sequence
  }

  /// Stores a sleeper's continuation, or resumes it at once if it was woken or cancelled first.
  private func attach(_ wakeup: Wakeup, to sequence: Int) {
    let early = state.withLock { state -> EarlyOutcome? in
      guard let outcome = state.earlyOutcomes.removeValue(forKey: sequence) else {
        state.wakeups[sequence] = wakeup
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

  private func cancel(sequence: Int) {
    let wakeup = state.withLock { state -> Wakeup? in
      // A sleeper the advance already took is left to finish waking normally.
      guard state.deadlines.removeValue(forKey: sequence) != nil else { return nil }
      guard let wakeup = state.wakeups.removeValue(forKey: sequence) else {
        state.earlyOutcomes[sequence] = .cancelled
        return nil
      }
      return wakeup
    }
    wakeup?.resume(throwing: CancellationError())
  }

  private func popSleeper(dueBy date: Date) -> Int? {
    state.withLock { state in
      while let key = state.queue.first, state.deadlines[key.sequence] == nil {
        state.queue.removeFirst()
      }
      guard let key = state.queue.first, key.deadline <= date.timeIntervalSinceReferenceDate
      else { return nil }
      state.queue.removeFirst()
      state.deadlines[key.sequence] = nil
      state.now = max(state.now, Date(timeIntervalSinceReferenceDate: key.deadline))
      return key.sequence
    }
  }
}
