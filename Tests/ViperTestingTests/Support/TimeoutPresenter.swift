import Foundation
import ViperTesting

/// A presenter that races a slow backend against a 10 s timeout in each shape real presenters use,
/// and shows the outcome on a journal-backed view.
@MainActor
final class TimeoutPresenter {
  private let clock: TestClock
  private let backend: SlowBackend
  private let view: Journal
  private var running: Task<Void, Never>?

  init(clock: TestClock, view: Journal) {
    self.clock = clock
    self.backend = SlowBackend(clock: clock)
    self.view = view
  }

  /// A task group: the first child to finish wins and the other is cancelled.
  func loginInTaskGroup() async {
    let outcome = await withTaskGroup(of: String.self) { group in
      group.addTask { await self.backend.answer(after: .seconds(30)) }
      group.addTask { await self.timeout(after: .seconds(10)) }
      let first = await group.next() ?? "nothing"
      group.cancelAll()
      return first
    }
    view.record("view", "show(_:)", outcome)
  }

  /// `async let`: the timeout runs beside the presenter, which then reports to an actor.
  func loginWithAsyncLet() async {
    async let timedOut = timeout(after: .seconds(10))
    let outcome = await timedOut
    let logged = await backend.log(outcome)
    view.record("view", "show(_:)", logged)
  }

  /// A second task awaits the woken one.
  func loginAwaitingATask() async {
    let timer = Task { await self.timeout(after: .seconds(10)) }
    let outcome = await timer.value
    view.record("view", "show(_:)", outcome)
  }

  /// A chain of awaits across actors: the sleeper is an actor's method.
  func loginThroughActors() async {
    let answer = await backend.answer(after: .seconds(10))
    let logged = await backend.log(answer)
    view.record("view", "show(_:)", logged)
  }

  /// An unstructured task the presenter starts and keeps, which starts another when it wakes.
  func startLoginInTheBackground() {
    running = Task {
      let outcome = await timeout(after: .seconds(10))
      view.record("view", "show(_:)", outcome)
      Task { self.view.record("view", "enableRetry()") }
    }
  }

  /// An unstructured task that awaits another: neither prefers the test's executor, so the
  /// waiter comes back to the main actor through the global pool.
  func startLoginAwaitingATaskInTheBackground() {
    running = Task {
      let timer = Task { await self.timeout(after: .seconds(10)) }
      let outcome = await timer.value
      view.record("view", "show(_:)", outcome)
    }
  }

  /// A timeout whose outcome comes back through a completion handler on the queue the presenter
  /// was given, as older code bases take a `DispatchQueue` for their callbacks.
  func startLoginRelayed(through queue: DispatchQueue) {
    running = Task {
      let outcome = await timeout(after: .seconds(10))
      queue.async { [view] in view.record("view", "show(_:)", outcome) }
    }
  }

  /// The same, where the view guards what it shows with a serial queue of its own, as older
  /// thread-safe views do: the entry is recorded inside that queue's `sync`.
  func startLoginRelayed(through queue: DispatchQueue, guardedBy lock: DispatchQueue) {
    running = Task {
      let outcome = await timeout(after: .seconds(10))
      queue.async { [view] in lock.sync { view.record("view", "show(_:)", outcome) } }
    }
  }

  /// The same, where the handler then hops to the main queue to update the screen.
  func startLoginRelayedToMain(through queue: DispatchQueue) {
    running = Task {
      let outcome = await timeout(after: .seconds(10))
      queue.async { [view] in
        DispatchQueue.main.async { view.record("view", "show(_:)", outcome) }
      }
    }
  }

  /// The same, where the task waits for a continuation resumed on `queue` before it shows the
  /// outcome, as code awaiting an older callback API does.
  func startLoginResumed(on queue: DispatchQueue) {
    running = Task {
      let outcome = await timeout(after: .seconds(10))
      await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
        queue.async { resumed.resume() }
      }
      view.record("view", "show(_:)", outcome)
    }
  }

  private nonisolated func timeout(after duration: Duration) async -> String {
    do {
      try await clock.sleep(for: duration)
      return "timed out"
    } catch {
      return "cancelled"
    }
  }
}
