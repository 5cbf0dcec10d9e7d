import Foundation
import ViperCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's view of the global concurrent pool: it sends main-actor tasks that the harness
/// resumes straight to the main actor, and while a harness scope is open it runs the pool's jobs
/// itself, on the pool's own queues, counting each until it finishes, so that a clock settling
/// work knows whether anything may still be running, or on its way back, through the pool.
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
/// tasks resume the usual way, only slower, and a pass through the pool can only wait for the
/// jobs before it to start. Where another hook was installed first (a test that also uses
/// Point-Free's helper, say), this one passes the pool's jobs on to it untracked, with the same
/// fallback.
package enum GlobalExecutorHook {
  private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

  private struct State {
    /// The tasks, by address, waiting on the main actor whose resumption goes to the main actor.
    var mainActorWaiters = Set<UInt>()
    /// How many harness scopes are open: the hook tracks pool jobs only while one is.
    var openScopes = 0
    /// How many jobs the pool got so far; each job's ticket is the count before it.
    var poolJobs = 0
    /// How many of them have not finished running.
    var unfinishedPoolJobs = 0
    /// How many jobs the hook has been given, directly or through a hook installed after it.
    var routedJobs = 0
    /// The hook that replaced this one, when one did, with ``routedJobs`` when it was first seen:
    /// a count that grew since proves that the other hook passes jobs on to this one.
    var replacement: (hook: UInt, routedJobs: Int)?
    /// Callers waiting for the pool jobs before their mark to finish, with how many still run.
    var poolWaiters:
      [(id: Int, mark: Int, unfinished: Int, finished: UnsafeContinuation<Bool, Never>)] = []
    /// The identity of the next caller waiting for the pool.
    var nextPoolWaiter = 0

    /// Counts a pool job with this ticket as finished, and takes the callers it was the last
    /// unfinished job for.
    mutating func finishPoolJob(_ ticket: Int) -> [UnsafeContinuation<Bool, Never>] {
      unfinishedPoolJobs -= 1
      guard !poolWaiters.isEmpty else { return [] }
      var finished: [UnsafeContinuation<Bool, Never>] = []
      for index in poolWaiters.indices.reversed() where ticket < poolWaiters[index].mark {
        poolWaiters[index].unfinished -= 1
        if poolWaiters[index].unfinished == 0 {
          finished.append(poolWaiters.remove(at: index).finished)
        }
      }
      return finished
    }
  }

  private static let state = LockedState(State())

  /// The runtime's hook variable, or `nil` where it does not export it; read-only once set, by
  /// the lazy initialization of the static.
  nonisolated(unsafe) private static let runtimeHook: UnsafeMutablePointer<Hook?>? = {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard RuntimeMode.current.hooksExecutor,
      let hook = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")
    else { return nil }
    return hook.assumingMemoryBound(to: Hook?.self)
    #else
    // No dlfcn to find the hook with: the portable path.
    return nil
    #endif
  }()

  /// The hook that was installed before this one, which gets every job this one passes on.
  nonisolated(unsafe) private static var previousHook: Hook?

  /// This type's hook: every job the runtime queues on the pool goes through it.
  private static let hook: Hook = { job, enqueueOnPool in
    GlobalExecutorHook.route(job, enqueueOnPool: enqueueOnPool)
  }

  /// Whether the hook was installed, on first use; see ``isActive`` for whether it still is.
  package static let isInstalled: Bool = {
    guard let runtimeHook else { return false }
    previousHook = runtimeHook.pointee
    runtimeHook.pointee = hook
    return true
  }()

  /// Whether the runtime still calls this type's hook first, so that registered tasks resume
  /// straight on the main actor and the pool's jobs are counted until they finish.
  ///
  /// The hook is one process-wide variable: another library may have replaced it since
  /// (Point-Free's `withMainSerialExecutor` installs its own for the length of a test). Every
  /// decision that relies on the hook reads this, so the harness then takes the portable path,
  /// slower but as correct, and comes back when the hook is restored.
  package static var isActive: Bool {
    guard isInstalled, let runtimeHook else { return false }
    return unsafeBitCast(runtimeHook.pointee, to: UnsafeRawPointer?.self)
      == unsafeBitCast(hook, to: UnsafeRawPointer.self)
  }

  /// Whether the hook runs the pool's jobs itself, and so knows when each finishes: not when it
  /// passes them on to a hook installed before it, nor once another replaced it, unless that one
  /// passes every job on to this one (as a hook that wraps the one it found does).
  private static var tracksPoolJobs: Bool {
    guard isInstalled, previousHook == nil, let runtimeHook else { return false }
    let current = UInt(bitPattern: unsafeBitCast(runtimeHook.pointee, to: UnsafeRawPointer?.self))
    guard current != UInt(bitPattern: unsafeBitCast(hook, to: UnsafeRawPointer.self)) else {
      return true
    }
    return state.withLock { state in
      guard let replacement = state.replacement, replacement.hook == current else {
        state.replacement = (current, state.routedJobs)
        return false
      }
      return state.routedJobs > replacement.routedJobs
    }
  }

  /// The executor the pool runs its jobs on, which this hook runs them on too.
  private static let poolExecutor = globalConcurrentExecutor.asUnownedTaskExecutor()

  /// Runs `body` with a continuation, as `withUnsafeThrowingContinuation` does, and when the
  /// caller is on the main actor, has its resumption queued on the main actor directly: by the
  /// hook while it is in place, and by a harness executor the task prefers in any case.
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

  /// Tracks the pool's jobs while `operation` runs, so that ``passThroughPool()`` can wait for
  /// them to finish; for a harness scope, whose tests are the only ones that settle.
  ///
  /// - Parameter operation: The scope's work.
  /// - Returns: What the operation returned.
  /// - Throws: What the operation threw.
  nonisolated(nonsending) package static func trackingPoolJobs<Result>(
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    // Installed before the scope's work starts: a job enqueued before the hook is in place (the
    // first test of a process, starting a `Task {}` before its first advance) is never tracked.
    beginTrackingPoolJobs()
    defer { endTrackingPoolJobs() }
    return try await operation()
  }

  /// Starts tracking the pool's jobs until the matching ``endTrackingPoolJobs()``, for a harness
  /// scope or a test clock made outside one, which settle through the pool.
  package static func beginTrackingPoolJobs() {
    reinstallIfCleared()
    if isInstalled, !isActive { warnOnceThatTheHookWasReplaced }
    state.withLock { $0.openScopes += 1 }
  }

  /// Puts this hook back where another library left no hook at all.
  ///
  /// Point-Free's helper clears the hook when it found none: nobody else uses the variable then,
  /// so the fast path comes back. A hook another library left in place stays; this one takes the
  /// portable path beside it.
  private static func reinstallIfCleared() {
    guard isInstalled, previousHook == nil, let runtimeHook else { return }
    if runtimeHook.pointee == nil { runtimeHook.pointee = hook }
  }

  /// Says once, on standard error, that settling took the portable path because the hook was
  /// replaced: slower, and without the pool's jobs counted.
  private static let warnOnceThatTheHookWasReplaced: Void = {
    FileHandle.standardError.write(
      Data(
        ("warning: ViperSpec: another library replaced the global executor hook the harness "
          + "installed; settling takes the portable path while it is replaced.\n").utf8
      )
    )
  }()

  /// Ends what ``beginTrackingPoolJobs()`` began.
  package static func endTrackingPoolJobs() {
    state.withLock { $0.openScopes -= 1 }
  }

  /// Whether the pool may still be running a job: any unfinished one, or, where the hook cannot
  /// tell, always.
  package static var mayRunPoolJobs: Bool {
    !tracksPoolJobs || state.withLock { $0.unfinishedPoolJobs > 0 }
  }

  /// Whether the hook sees the pool's jobs finish: without it, a test waiting on work that is
  /// only slow to get a pool thread looks the same as one that stands still.
  package static var seesPoolJobs: Bool {
    tracksPoolJobs
  }

  /// Whether the pool is running a job the hook knows of; `false` where it cannot tell.
  package static var isRunningPoolJobs: Bool {
    tracksPoolJobs && state.withLock { $0.unfinishedPoolJobs > 0 }
  }

  /// A count that changes whenever the pool gets a job or one of its jobs finishes, where the
  /// hook sees them; `0` where it cannot tell.
  ///
  /// A job that runs on and on without the count moving is either working on the processors or
  /// blocked (a thread waiting on a semaphore, say): the processor time tells which.
  package static var poolProgress: Int {
    guard tracksPoolJobs else { return 0 }
    return state.withLock { state in
      // Jobs got plus jobs finished: either one moving moves the sum.
      state.poolJobs &+ (state.poolJobs &- state.unfinishedPoolJobs)
    }
  }

  /// Returns once every job the pool got before the call has finished running.
  ///
  /// A main-actor task that resumes through the pool (it awaited another task, or an actor
  /// without a custom executor) queues itself on the main actor before its pool job finishes, so
  /// a pass through the main queue after this one finds it there. Where the hook cannot tell
  /// when a pool job finishes, the pass is a detached task sent through the pool behind the
  /// others: the pool starts the jobs of one priority in the order it got them, but on several
  /// threads, so a job queued earlier has then started, not always finished.
  ///
  /// - Returns: Whether the pass waited for a job the hook saw; such a job may have queued work on
  ///   the main actor that no pass there has run yet. `false` where the hook cannot tell.
  ///
  /// - Parameter limit: The longest to wait for jobs to finish: a pool thread blocked on a
  ///   semaphore runs a job that finishes only when something else frees it.
  @MainActor
  @discardableResult
  package static func passThroughPool(waitingAtMost limit: Duration = .seconds(1)) async -> Bool {
    guard tracksPoolJobs else {
      await withMainActorResumption { (passed: UnsafeContinuation<Void, Never>) in
        Task.detached { passed.resume() }
      }
      return false
    }
    return await withMainActorResumption { (finished: UnsafeContinuation<Bool, Never>) in
      let waiter = state.withLock { state -> Int? in
        guard state.unfinishedPoolJobs > 0 else { return nil }
        let id = state.nextPoolWaiter
        state.nextPoolWaiter += 1
        state.poolWaiters.append((id, state.poolJobs, state.unfinishedPoolJobs, finished))
        return id
      }
      guard let waiter else { return finished.resume(returning: false) }
      // Wall time on purpose: the bound on a job that does not finish.
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(limit.wholeNanoseconds)) {
        let late = state.withLock { state in
          state.poolWaiters.firstIndex { $0.id == waiter }.map { state.poolWaiters.remove(at: $0) }
        }
        late?.finished.resume(returning: true)
      }
    }
  }

  /// Queues the job on the main actor if it resumes a registered task, and reports whether it
  /// did; for the harness's executors, which get the resumptions of tasks that prefer them.
  ///
  /// - Parameter job: A job about to be queued.
  /// - Returns: Whether the job went to the main actor.
  package static func sendToMainActorIfRegistered(_ job: UnownedJob) -> Bool {
    guard state.withLock({ $0.mainActorWaiters.remove(address(of: job)) != nil }) else {
      return false
    }
    MainActor.shared.enqueue(job)
    return true
  }

  /// Where the hook sends a job.
  private enum Destination {
    /// The main actor: the job resumes a registered task.
    case mainActor
    /// The pool, unchanged: no harness scope is open, or a hook installed earlier takes it.
    case pool
    /// The pool, through this hook, which counts the job until it finishes.
    case trackedPool(ticket: Int)
  }

  private static func route(_ job: UnownedJob, enqueueOnPool: Enqueue) {
    let destination = state.withLock { state -> Destination in
      state.routedJobs += 1
      if state.mainActorWaiters.remove(address(of: job)) != nil { return .mainActor }
      guard state.openScopes > 0, previousHook == nil else { return .pool }
      defer { state.poolJobs += 1 }
      state.unfinishedPoolJobs += 1
      return .trackedPool(ticket: state.poolJobs)
    }
    switch destination {
    case .mainActor:
      MainActor.shared.enqueue(job)
    case .pool:
      if let previousHook { previousHook(job, enqueueOnPool) } else { enqueueOnPool(job) }
    case .trackedPool(let ticket):
      poolQueue(for: job.priority).async {
        job.runSynchronously(on: poolExecutor)
        let finished = state.withLock { $0.finishPoolJob(ticket) }
        for waiter in finished { waiter.resume(returning: true) }
      }
    }
  }

  /// The global dispatch queue the pool itself uses for a job of this priority: job priorities
  /// and qualities of service share their values.
  private static func poolQueue(for priority: JobPriority) -> DispatchQueue {
    switch priority.rawValue {
    case 0x21...: poolQueues.userInteractive
    case TaskPriority.userInitiated.rawValue...: poolQueues.userInitiated
    case TaskPriority.medium.rawValue...: poolQueues.medium
    case TaskPriority.utility.rawValue...: poolQueues.utility
    case TaskPriority.background.rawValue...: poolQueues.background
    default: poolQueues.medium
    }
  }

  /// Looked up once, not for each job the hook runs.
  private static let poolQueues = (
    userInteractive: DispatchQueue.global(qos: .userInteractive),
    userInitiated: DispatchQueue.global(qos: .userInitiated),
    medium: DispatchQueue.global(qos: .default),
    utility: DispatchQueue.global(qos: .utility),
    background: DispatchQueue.global(qos: .background)
  )

  /// Whether a task on this actor waiting on a continuation of ``withMainActorResumption``
  /// resumes straight on the main actor: only a main-actor task, and only with the hook.
  ///
  /// - Parameter isolation: The waiting task's actor.
  /// - Returns: Whether its resumption is queued on the main actor at once.
  package static func resumesOnMainActor(_ isolation: (any Actor)?) -> Bool {
    isolation === MainActor.shared && isActive
  }

  /// Registers the current task when it waits on the main actor, with or without the hook: a
  /// task that prefers a harness executor resumes there first, and that executor sends a
  /// registered task on to the main actor itself (``sendToMainActorIfRegistered(_:)``, through
  /// the public `MainActor.shared.enqueue`), so that a clock's own waits never count as the test's
  /// work, on the safe path and while another library has replaced the hook alike.
  private static func registerIfOnMainActor(_ isolation: (any Actor)?) -> UInt? {
    guard isolation === MainActor.shared,
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
