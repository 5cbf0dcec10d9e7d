import Dispatch
import ViperRuntime

/// The serial executor a test's task tree runs on, so the test clock can tell when it is idle.
///
/// The harness makes it the task executor preference of the test (or scenario): the test's
/// nonisolated async code, every child task it creates (task groups, `async let`) and actors
/// without a custom executor that those call all run their jobs here, one at a time. Swift
/// offers no other way to know that such work has finished: on the global concurrent pool a job
/// may still be running on another thread when the test looks.
///
/// It counts jobs queued or running; `waitUntilIdle()` returns once there are none. It also
/// counts every job ever queued, so that a clock looking for quiescence can tell whether anything
/// ran while it looked away.
package final class HarnessExecutor: TaskExecutor {
  private struct State {
    var pendingJobs = 0
    var queuedJobs = 0
    var finishedJobs = 0
    var idleWaiters: [(id: Int, continuation: UnsafeContinuation<Void, Never>)] = []
    var nextWaiter = 0
  }

  private let queue = DispatchQueue(label: "ViperMocks.HarnessExecutor")
  private let state = LockedState(State())

  package init() {}

  /// How many jobs have been queued here so far.
  package var activity: Int {
    state.withLock { $0.queuedJobs }
  }

  /// A count that changes whenever a job is queued here or finishes.
  ///
  /// A job that runs on without it moving is either working on the processors or blocked (a
  /// task waiting on a semaphore, which holds the whole executor): the processor time tells which.
  package var progress: Int {
    state.withLock { $0.queuedJobs &+ $0.finishedJobs }
  }

  /// Whether no job is queued or running here.
  var isIdle: Bool {
    state.withLock { $0.pendingJobs == 0 }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // A main-actor task of the test's tree, resuming from the harness's own continuation, would
    // only hop from here to the main actor.
    if GlobalExecutorHook.sendToMainActorIfRegistered(job) { return }
    state.withLock { state in
      state.pendingJobs += 1
      state.queuedJobs += 1
    }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      self.finishJob()
    }
  }

  /// Suspends until no job is queued or running here, other than the caller's own.
  ///
  /// A caller running on this executor is itself a running job; the wait ends once that job has
  /// suspended and every other job has run.
  ///
  /// - Parameter limit: The longest to wait, or `nil` for as long as it takes: a job blocked on a
  ///   semaphore holds the executor until something else frees it.
  package func waitUntilIdle(waitingAtMost limit: Duration? = nil) async {
    guard !isIdle else { return }
    await GlobalExecutorHook.withMainActorResumption { continuation in
      let waiter = state.withLock { state -> Int? in
        guard state.pendingJobs > 0 else { return nil }
        let id = state.nextWaiter
        state.nextWaiter += 1
        state.idleWaiters.append((id, continuation))
        return id
      }
      guard let waiter else { return continuation.resume() }
      guard let limit else { return }
      // Wall time on purpose: the bound on a job that does not finish.
      let nanoseconds = Int(limit / .nanoseconds(1))
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        let late = self.state.withLock { state in
          state.idleWaiters.firstIndex { $0.id == waiter }.map { state.idleWaiters.remove(at: $0) }
        }
        late?.continuation.resume()
      }
    }
  }

  private func finishJob() {
    let waiters = state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      state.pendingJobs -= 1
      state.finishedJobs += 1
      guard state.pendingJobs == 0 else { return [] }
      defer { state.idleWaiters = [] }
      return state.idleWaiters.map(\.continuation)
    }
    for waiter in waiters { waiter.resume() }
  }
}
