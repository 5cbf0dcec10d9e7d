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
    var idleWaiters: [UnsafeContinuation<Void, Never>] = []
  }

  private let queue = DispatchQueue(label: "ViperMocks.HarnessExecutor")
  private let state = LockedState(State())

  package init() {}

  /// How many jobs have been queued here so far.
  package var activity: Int {
    state.withLock { $0.queuedJobs }
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
  package func waitUntilIdle() async {
    guard !isIdle else { return }
    await GlobalExecutorHook.withMainActorResumption { continuation in
      let isIdle = state.withLock { state in
        guard state.pendingJobs > 0 else { return true }
        state.idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  private func finishJob() {
    let waiters = state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      state.pendingJobs -= 1
      guard state.pendingJobs == 0 else { return [] }
      defer { state.idleWaiters = [] }
      return state.idleWaiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
