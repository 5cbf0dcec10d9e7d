import Dispatch
import ViperCore
import ViperRuntime

/// The serial executor a test's task tree runs on, so the test clock can tell when it is idle.
///
/// The harness makes it the task executor preference of the test (or scenario): the test's
/// nonisolated async code, every child task it creates (task groups, `async let`) and actors
/// without a custom executor that those call all run their jobs here, one at a time. Swift
/// offers no other way to know that such work has finished: on the global concurrent pool a job
/// may still be running on another thread when the test looks.
///
/// A job that blocks its thread (a task waiting on a semaphore) is left to it once the harness
/// sees it hold the executor for a hang span while nothing moves (``leaveBlockedJob()``): the
/// jobs after it, the test's own among them, then run on a fresh thread, one at a time.
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
    /// The jobs queued and not started yet, first in, first out.
    var jobs: [UnownedJob] = []
    var nextJob = 0
    /// The drainer running the jobs, by its number; `nil` while none runs.
    var drainer: Int?
    /// The number of the next drainer; a drainer whose number is not ``drainer`` stops.
    var drainers = 0
    /// The queue drainers run on; a fresh one once a job blocked the last.
    var queue = DispatchQueue(label: "ViperMocks.HarnessExecutor")

    /// Takes the drainer's next job, or stops it.
    mutating func nextJob(for number: Int) -> UnownedJob? {
      guard drainer == number else { return nil }
      guard nextJob < jobs.count else {
        jobs = []
        nextJob = 0
        drainer = nil
        return nil
      }
      defer { nextJob += 1 }
      return jobs[nextJob]
    }

    /// Makes a drainer the running one, if none runs, and returns its number and queue.
    mutating func startDrainer() -> (number: Int, queue: DispatchQueue)? {
      guard drainer == nil else { return nil }
      drainers += 1
      drainer = drainers
      return (drainers, queue)
    }
  }

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
    let started = state.withLock { state in
      state.pendingJobs += 1
      state.queuedJobs += 1
      state.jobs.append(job)
      return state.startDrainer()
    }
    if let started { started.queue.async { self.drain(started.number) } }
  }

  /// Runs the queued jobs one at a time, until none is left or another drainer took over.
  private func drain(_ number: Int) {
    while let job = state.withLock({ $0.nextJob(for: number) }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      finishJob()
    }
  }

  /// Leaves the job running now to its thread and runs the jobs queued after it on a fresh one.
  ///
  /// For a job that blocks (a task waiting on a semaphore or a lock, which would otherwise hold
  /// every later job of the test, the test's own among them, until something frees it): the
  /// harness calls it once the job has run for a hang span while no job was queued or finished
  /// and the processors idled. The blocked job still counts as running until it returns.
  func leaveBlockedJob() {
    let started = state.withLock { state -> (number: Int, queue: DispatchQueue)? in
      guard state.drainer != nil else { return nil }
      state.drainer = nil
      state.queue = DispatchQueue(label: "ViperMocks.HarnessExecutor")
      guard state.nextJob < state.jobs.count else { return nil }
      return state.startDrainer()
    }
    if let started { started.queue.async { self.drain(started.number) } }
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
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(limit.wholeNanoseconds)) {
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
