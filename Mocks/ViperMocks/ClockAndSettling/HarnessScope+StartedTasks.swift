import Dispatch
import ViperCore
import ViperRuntime

extension HarnessScope {
  /// Runs an operation with a fresh ``StartedTasks`` token bound, which the scope holds weakly:
  /// once the operation returns, the token lives only in the tasks the test started that are
  /// still running.
  nonisolated(nonsending) func runCountingStartedTasks<Result>(
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    let token = StartedTasks()
    startedTasks = WeakStartedTasks(token: token)
    return try await StartedTasks.$current.withValue(token) { try await operation() }
  }

  /// Whether a task the test started is still running: only after ``run(_:)`` has returned.
  var hasStartedTasksRunning: Bool {
    startedTasks.token != nil
  }

  /// Fails the test if a task it started is still running, after waiting for such a task to
  /// finish; for after ``run(_:)`` has returned.
  ///
  /// The wait ends when the last task finishes, or once the process has been quiet for as long
  /// as the test may stand still (at least a second): the main queue and the pool answer at once,
  /// the pool and the scope's executor run nothing, the code under test records nothing, and the
  /// process spends less than a tenth of the time on the processors. A task that
  /// only finishes late, behind a main queue that other tests keep busy or on an executor
  /// settling cannot watch, is not taken for one that never ends; a busy process is waited for
  /// ten times the hang span (ten seconds by default) and fifty trips through the pool
  /// (``BusyWaitBound``): a main queue or a pool other tests keep deep delays each step of a task
  /// by as long as the queue takes to drain.
  ///
  /// Nothing is waited for or reported when the test said its tasks may outlive it, nor when a
  /// clock or stub of the scope still holds a wait (a sleeper, skipped or not, or a held call):
  /// the task waiting there will not finish, and that clock or stub reports it, or was told to
  /// let it be.
  @MainActor
  package func checkStartedTasks() async {
    guard hasStartedTasksRunning, !skipsRunningTasks, !holdsHarnessWaits else { return }
    await waitForStartedTasks(quietFor: min(max(hangSpan, .seconds(1)), .seconds(86_400)))
    guard hasStartedTasksRunning else { return }
    report(
      """
      Expected every task the test started to have finished when it ended, but at least one is \
      still running.

      A task still running is work the code under test started and the test never saw end: it \
      goes on after the test, against doubles no test checks any more, or waits for ever \
      (sleeping on a real clock, reading a stream nobody finishes, awaiting a continuation \
      nobody resumes). The harness counts every task made with Task {} from the test's tasks; \
      Task.detached and tasks made from a Dispatch queue are not counted.

      To fix, let the work end before the test does: await it (keep the task and await its \
      value), sleep on a TestClock the test advances instead of a real clock, finish the stream \
      or resume the continuation, or cancel the task. If the test leaves it running on purpose, \
      call skipRunningTasks() in the test.
      """
    )
  }

  /// Whether a clock or stub of the scope holds a wait, each the wait of a running task.
  private var holdsHarnessWaits: Bool {
    registeredChecks.contains { ($0 as? any HangSource)?.pendingWaits.isEmpty == false }
  }

  /// Waits until the token is freed, or the process has been quiet for `span`, looking ten
  /// times a span.
  @MainActor
  private func waitForStartedTasks(quietFor span: Duration) async {
    // Wall time on purpose, as for settling: the bound on a task that never ends.
    let look = DispatchTimeInterval.nanoseconds((span / 10).wholeNanoseconds)
    let priority = Task.currentPriority
    var busyBound = BusyWaitBound(
      wallNanoseconds: UInt64(max(span, min(hangSpan, .seconds(86_400)) * 10).wholeNanoseconds)
    )
    let start = DispatchTime.now()
    var quietSince = start
    var lastActivity = activity
    var lastProgress = (pool: GlobalExecutorHook.poolProgress, executor: executor.progress)
    var lastLook = (wall: DispatchTime.now(), processor: ProcessCPUTime.nanoseconds)
    while hasStartedTasksRunning,
      !busyBound.isSpent(
        elapsedNanoseconds: DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
      )
    {
      await untilTokenFreed(orAfter: look)
      let passStart = DispatchTime.now()
      await GlobalExecutorHook.passThroughMainActor()
      if await passThroughPoolThread(orAfter: look, priority: priority) {
        busyBound.countPoolTrip()
      }
      let now = DispatchTime.now()
      let progress = (pool: GlobalExecutorHook.poolProgress, executor: executor.progress)
      let processor = ProcessCPUTime.nanoseconds
      let isBusy = ProcessLook(
        passNanoseconds: now.uptimeNanoseconds - passStart.uptimeNanoseconds,
        wallNanoseconds: now.uptimeNanoseconds - lastLook.wall.uptimeNanoseconds,
        processorNanoseconds: processor.flatMap { current in
          lastLook.processor.map { current &- $0 }
        },
        // A job that runs on while no job starts or finishes, on the pool or the test's
        // executor, is either on the processors, which the processor time shows, or blocked,
        // waiting on a semaphore, say: still.
        harnessSawWork: activity != lastActivity || progress != lastProgress
      ).isBusy
      lastActivity = activity
      lastProgress = progress
      lastLook = (now, processor)
      if isBusy {
        quietSince = now
      } else if now.uptimeNanoseconds - quietSince.uptimeNanoseconds
        >= UInt64(span.wholeNanoseconds)
      {
        return
      }
    }
  }

  /// Returns once a job sent now to the pool has run, or after `interval` of wall time: a pool
  /// whose threads are all blocked runs nothing, and the wait must still look again.
  ///
  /// - Parameters:
  ///   - interval: How long to wait for the job at most.
  ///   - priority: The job's priority: the test's, which the tasks it starts take too, so that
  ///     the job runs after theirs queued before it rather than ahead of them.
  /// - Returns: Whether the job ran.
  private func passThroughPoolThread(
    orAfter interval: DispatchTimeInterval,
    priority: TaskPriority
  ) async -> Bool {
    await GlobalExecutorHook.withMainActorResumption {
      (continuation: UnsafeContinuation<Bool, Never>) in
      let once = ResumeOnce(continuation)
      DispatchQueue.global().asyncAfter(deadline: .now() + interval) {
        once.resume(returning: false)
      }
      Task.detached(priority: priority) { once.resume(returning: true) }
    }
  }

  /// Suspends until the token is freed, or for `interval` of wall time.
  private func untilTokenFreed(orAfter interval: DispatchTimeInterval) async {
    await GlobalExecutorHook.withMainActorResumption {
      (continuation: UnsafeContinuation<Void, Never>) in
      let once = ResumeOnce(continuation)
      DispatchQueue.global().asyncAfter(deadline: .now() + interval) { once.resume() }
      guard let token = startedTasks.token else { return once.resume() }
      token.onFinish(once.resume)
    }
  }
}

/// Lets the tasks the running test started outlive it: the harness does not fail the test for a
/// task still running when it ends.
///
/// For code under test that keeps work running on purpose beyond what a test checks, such as a
/// listener that lives as long as the app; nothing checks what those tasks do after the test.
/// Outside the harness nothing counts running tasks, and the call does nothing.
public func skipRunningTasks() {
  HarnessScope.current?.skipRunningTasks()
}
