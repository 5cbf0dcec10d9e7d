import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's view of the global concurrent pool: it sends main-actor tasks that the harness
/// resumes straight to the main actor, and it counts the jobs the pool receives, so that a clock
/// settling work knows whether anything may still be on its way through the pool.
///
/// Swift resumes a task that waited on a continuation on the pool, and the task's first step
/// there is to hop back to the actor it waited on. For a task on the main actor that costs two
/// thread switches per resumption: 26 µs on this project's Linux machine, against 0.7 µs to queue
/// the task on the main actor at once (10,000 resumptions, debug build). A test clock waking
/// 10,000 main-actor sleepers in order would pay it twice a sleeper.
///
/// The concurrency runtime has one seam for it, the global executor's enqueue hook (the hook
/// Point-Free's `withMainSerialExecutor` uses). On first use this type installs a hook that passes
/// every job on unchanged, to the pool or to a hook installed before it, except the resumption of
/// a task registered by ``withMainActorResumption(isolation:_:)``: that job goes to the main
/// actor's queue, where the task was about to go anyway. A task is registered only while it waits
/// on one of the harness's continuations from the main actor, and leaves the registry when it
/// resumes, so no other job can match. Where the runtime lacks the hook, nothing is installed:
/// tasks resume the usual way, only slower, and ``poolJobCount`` is `nil`.
package enum GlobalExecutorHook {
  private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

  private struct State {
    /// The tasks, by address, waiting on the main actor whose resumption goes to the main actor.
    var mainActorWaiters = Set<UInt>()
    var poolJobs = 0
    /// A count of pool jobs all of which had started when a pool pass came through.
    var passedPoolJobs = 0
  }

  private static let state = LockedState(State())

  /// The runtime's entry points, or `nil` where it does not export them; read-only once set,
  /// by the lazy initialization of the static.
  nonisolated(unsafe) private static let runtime:
    (hook: UnsafeMutablePointer<Hook?>, enqueueOnMain: Enqueue)? = {
      let process = dlopen(nil, RTLD_NOW)
      guard let hook = dlsym(process, "swift_task_enqueueGlobal_hook"),
        let enqueueOnMain = dlsym(process, "swift_task_enqueueMainExecutor")
      else { return nil }
      return (
        hook.assumingMemoryBound(to: Hook?.self), unsafeBitCast(enqueueOnMain, to: Enqueue.self)
      )
    }()

  /// The hook that was installed before this one, which gets every job this one passes on.
  nonisolated(unsafe) private static var previousHook: Hook?

  /// Whether the hook is in place, so that registered tasks resume straight on the main actor;
  /// evaluated once, on first use, which installs it.
  package static let isInstalled: Bool = {
    guard let runtime else { return false }
    previousHook = runtime.hook.pointee
    runtime.hook.pointee = { job, enqueueOnPool in
      GlobalExecutorHook.route(job, enqueueOnPool: enqueueOnPool)
    }
    return true
  }()

  /// Runs `body` with a continuation, as `withUnsafeThrowingContinuation` does, and when the
  /// caller is on the main actor, has its resumption queued on the main actor directly.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; only the main actor's tasks are registered.
  ///   - body: Receives the continuation; it may resume it at once.
  /// - Returns: What the continuation was resumed with.
  /// - Throws: The error the continuation was resumed with.
  package static func withMainActorResumption<Value>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (UnsafeContinuation<Value, any Error>) -> Void
  ) async throws -> sending Value {
    let task = registerIfOnMainActor(isolation)
    defer { unregister(task) }
    return try await withUnsafeThrowingContinuation(body)
  }

  /// Runs `body` with a continuation that cannot throw, queuing its resumption as
  /// ``withMainActorResumption(isolation:_:)`` does.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; only the main actor's tasks are registered.
  ///   - body: Receives the continuation; it may resume it at once.
  /// - Returns: What the continuation was resumed with.
  package static func withMainActorResumption<Value>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (UnsafeContinuation<Value, Never>) -> Void
  ) async -> sending Value {
    let task = registerIfOnMainActor(isolation)
    defer { unregister(task) }
    return await withUnsafeContinuation(body)
  }

  /// Returns once every job queued on the main actor before the call has run.
  ///
  /// The main actor's jobs and blocks sent to the main queue share one queue, first in, first
  /// out, so the pass is a block sent there that resumes the caller.
  @MainActor
  package static func passThroughMainActor() async {
    await withMainActorResumption { (pass: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async { pass.resume() }
    }
  }

  /// Lets the jobs the pool received since the last such pass start, by sending a job of its own
  /// through the pool behind them, when there are any.
  ///
  /// The pool starts the jobs of one priority in the order it got them, but it runs them on
  /// several threads: a job queued earlier has started when this one runs, not always finished.
  /// The job is a detached task, which goes to the pool even from a task that prefers another
  /// executor. Without the hook nothing is counted, and every call sends a job through.
  @MainActor
  static func passThroughPoolIfItGotJobs() async {
    let queued = state.withLock { state -> Int? in
      state.poolJobs == state.passedPoolJobs && isInstalled ? nil : state.poolJobs
    }
    guard let queued else { return }
    await withMainActorResumption { (passed: UnsafeContinuation<Void, Never>) in
      Task.detached { passed.resume() }
    }
    // The detached task was the job after `queued`, or a later one.
    state.withLock { $0.passedPoolJobs = max($0.passedPoolJobs, queued + 1) }
  }

  /// Queues the job on the main actor if it resumes a registered task, and reports whether it
  /// did; for the harness's executors, which get the resumptions of tasks that prefer them.
  ///
  /// - Parameter job: A job about to be queued.
  /// - Returns: Whether the job went to the main actor.
  static func sendToMainActorIfRegistered(_ job: UnownedJob) -> Bool {
    guard let runtime, state.withLock({ $0.mainActorWaiters.remove(address(of: job)) != nil })
    else { return false }
    runtime.enqueueOnMain(job)
    return true
  }

  private static func route(_ job: UnownedJob, enqueueOnPool: Enqueue) {
    if sendToMainActorIfRegistered(job) { return }
    state.withLock { $0.poolJobs += 1 }
    if let previousHook {
      previousHook(job, enqueueOnPool)
    } else {
      enqueueOnPool(job)
    }
  }

  private static func registerIfOnMainActor(_ isolation: (any Actor)?) -> UInt? {
    guard isolation === MainActor.shared, isInstalled,
      let task = withUnsafeCurrentTask(body: { $0.map { unsafeBitCast($0, to: UInt.self) } })
    else { return nil }
    state.withLock { _ = $0.mainActorWaiters.insert(task) }
    return task
  }

  private static func unregister(_ task: UInt?) {
    guard let task else { return }
    state.withLock { _ = $0.mainActorWaiters.remove(task) }
  }

  /// A task's job is the task itself, so a task and the job that resumes it share an address.
  private static func address(of job: UnownedJob) -> UInt {
    unsafeBitCast(job, to: UInt.self)
  }
}
