public import Foundation
import Synchronization
public import ViperCore
public import ViperSpec

/// A clock whose date moves only when a test sets or advances it.
///
/// Sleepers resume in deadline order, ties in the order they started sleeping, exactly when an
/// advance passes their deadline; the clock's date is the sleeper's deadline while it runs.
/// Each resumed sleeper is handed a continuation that it resumes as soon as it runs again, and the
/// advance waits for that handshake before it resumes the next one. When the sleeper and the test
/// share an actor (the usual case: presenters and `@MainActor` tests; with
/// `NonisolatedNonsendingByDefault`, interactors and in-memory stores run on their caller's actor),
/// the handshake arrives only after the sleeper has run to its next suspension, so `advance`
/// returns with the resumed work settled: no polling, no yield loops.
///
/// `sleep(until:)` with a deadline at or before `now` returns at once without suspending (after
/// checking for cancellation), as the standard library's task sleep does with a past deadline. A cancelled sleeper throws
/// `CancellationError` and leaves the queue.
///
/// ```swift
/// let clock = TestClock(now: date("2026-11-22T23:59:00Z"))
/// let refresh = Task { @MainActor in await presenter.keepFresh() }
/// await clock.waitUntilSleeping()
/// await clock.advance(by: .seconds(60))   // midnight: the presenter regroups, then we continue
/// ```
public final class TestClock: DateClock {
  /// Each continuation is resumed exactly once: a sleeper leaves `sleepers` under the lock before
  /// anyone resumes it, so the unchecked (and cheaper) continuations are safe.
  private struct Sleeper {
    let deadline: Date
    let continuation: UnsafeContinuation<UnsafeContinuation<Void, Never>?, any Error>
  }

  private struct State {
    var now: Date
    var queue = SleeperQueue()
    var sleepers: [Int: Sleeper] = [:]
    var cancelledBeforeRegistration: Set<Int> = []
    var nextSequence = 0
    var sleepingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: Mutex<State>
  private let journal: Journal?

  /// Creates a clock stopped at a date.
  ///
  /// - Parameters:
  ///   - now: The date the clock shows until a test moves it.
  ///   - journal: A journal to record `clock.sleep(until:)` calls in, if the test asserts them.
  public init(now: Date, journal: Journal? = nil) {
    self.state = Mutex(State(now: now))
    self.journal = journal
  }

  public var now: Date {
    state.withLock { $0.now }
  }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  public func sleep(until deadline: Date) async throws {
    journal?.record("clock", "sleep(until:)", deadline)
    try Task.checkCancellation()
    let sequence: Int? = state.withLock { state in
      guard deadline > state.now else { return nil }
      defer { state.nextSequence += 1 }
      return state.nextSequence
    }
    guard let sequence else { return }
    let settled = try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<UnsafeContinuation<Void, Never>?, any Error>) in
        register(Sleeper(deadline: deadline, continuation: continuation), sequence: sequence)
      }
    } onCancel: {
      cancel(sequence: sequence)
    }
    settled?.resume()
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
    while let sleeper = popSleeper(dueBy: date) {
      await withUnsafeContinuation { settled in
        sleeper.continuation.resume(returning: settled)
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
        guard state.sleepers.count < count else { return true }
        state.sleepingWaiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  private func register(_ sleeper: Sleeper, sequence: Int) {
    let (cancelled, ready) = state.withLock {
      state -> (Bool, [CheckedContinuation<Void, Never>]) in
      if state.cancelledBeforeRegistration.remove(sequence) != nil { return (true, []) }
      state.sleepers[sequence] = sleeper
      state.queue.insert(
        .init(deadline: sleeper.deadline.timeIntervalSinceReferenceDate, sequence: sequence)
      )
      let count = state.sleepers.count
      let ready = state.sleepingWaiters.filter { $0.count <= count }.map(\.continuation)
      state.sleepingWaiters.removeAll { $0.count <= count }
      return (false, ready)
    }
    if cancelled { sleeper.continuation.resume(throwing: CancellationError()) }
    for waiter in ready { waiter.resume() }
  }

  private func cancel(sequence: Int) {
    let sleeper = state.withLock { state -> Sleeper? in
      guard let sleeper = state.sleepers.removeValue(forKey: sequence) else {
        // Not registered yet, or already resumed: a sequence number is never reused, so a stale
        // entry for a resumed sleeper is harmless.
        state.cancelledBeforeRegistration.insert(sequence)
        return nil
      }
      return sleeper
    }
    sleeper?.continuation.resume(throwing: CancellationError())
  }

  private func popSleeper(dueBy date: Date) -> Sleeper? {
    state.withLock { state in
      while let key = state.queue.first, state.sleepers[key.sequence] == nil {
        state.queue.removeFirst()
      }
      guard let key = state.queue.first, key.deadline <= date.timeIntervalSinceReferenceDate
      else { return nil }
      state.queue.removeFirst()
      state.now = max(state.now, Date(timeIntervalSinceReferenceDate: key.deadline))
      return state.sleepers.removeValue(forKey: key.sequence)
    }
  }
}
