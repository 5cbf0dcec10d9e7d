import Dispatch
import ViperCore
import ViperRuntime

/// Turns a test that waits for ever on the harness into a failure, within about a second.
///
/// While a harness scope runs, the watchdog looks ten times in a hang's span (a second), through
/// the main queue so that a busy main actor only delays the look. A look is quiet when the scope's
/// activity (journal entries, sleeps, jobs on its executor) has not moved since the last one, its
/// executor is idle and the pool runs no job. After ten quiet looks in a row (up to fifty while the
/// processors are busy: ``HangLookCount``), if a clock or stub
/// made in the scope has something the test may be waiting on (a sleeper, a held call, a wait for
/// either), nothing but the test can move it, and the test is not moving: the watchdog reports
/// the waits as a hang and releases them, so the test goes on, fails and ends.
///
/// Code under test that waits on real time or real I/O for more than a second while a sleeper
/// or a held call is pending looks the same, and is released too: such code is not for the
/// harness.
final class HangWatchdog: Sendable {
  private struct State {
    var isStopped = false
    var lastActivity = -1
    var lastProgress = (pool: -1, executor: -1)
    /// The looks in a row that found the test's executor running one job that moves nothing.
    var executorBlockedLooks = 0
    var lastLook = (wall: DispatchTime.now(), processor: ProcessCPUTime.nanoseconds)
    var count: HangLookCount
  }

  /// The looks in a row that must be quiet.
  private static let quietLooksForHang = 10
  private let state: LockedState<State>
  private let scope: HarnessScope
  /// The wall time between two looks.
  private let interval: DispatchTimeInterval
  /// How long the test must stand still to hang, where the pool's jobs can be seen.
  private let span: Duration
  /// How many spans a test must stand still for where the pool's jobs cannot be seen.
  private let factor: Int

  /// Creates a watchdog for a scope; ``start()`` begins the looks.
  ///
  /// - Parameters:
  ///   - scope: The scope to watch.
  ///   - span: How long the test must stand still to count as hung.
  init(scope: HarnessScope, span: Duration) {
    self.span = min(max(span, .milliseconds(10)), .seconds(86_400))
    self.scope = scope
    interval = .nanoseconds((self.span / Self.quietLooksForHang).wholeNanoseconds)
    // Where the pool's jobs cannot be seen (the safe path, or another library's hook), work
    // that waits for a busy pool looks like a test standing still: it gets five times as long.
    factor = GlobalExecutorHook.seesPoolJobs ? 1 : 5
    state = LockedState(State(count: HangLookCount(looksForHang: Self.quietLooksForHang * factor)))
  }

  /// Begins looking.
  func start() {
    scheduleLook()
  }

  /// Stops looking, for a scope whose test has returned.
  func stop() {
    state.withLock { $0.isStopped = true }
  }

  /// Lets the test's executor run its later jobs elsewhere once one job has held it for the span
  /// while nothing moved: a task blocked on a semaphore would otherwise hold the test itself.
  private func leaveJobIfBlocked() {
    let isBlocked = state.withLock { state in
      guard state.executorBlockedLooks >= Self.quietLooksForHang else { return false }
      state.executorBlockedLooks = 0
      return true
    }
    if isBlocked { scope.executor.leaveBlockedJob() }
  }

  private func scheduleLook() {
    // Wall time on purpose: a hang is a test that stands still in real time.
    DispatchQueue.global().asyncAfter(deadline: .now() + interval) { [self] in
      DispatchQueue.main.async { [self] in
        guard !state.withLock(\.isStopped) else { return }
        look()
        scheduleLook()
      }
    }
  }

  private func look() {
    let activity = scope.activity
    let progress = (pool: GlobalExecutorHook.poolProgress, executor: scope.executor.progress)
    let isRunningPoolJobs = GlobalExecutorHook.isRunningPoolJobs
    let isExecutorIdle = scope.executor.isIdle
    let now = (wall: DispatchTime.now(), processor: ProcessCPUTime.nanoseconds)
    let isHang = state.withLock { state in
      let processorsBusy = ProcessLook.processorsBusy(
        processorNanoseconds: now.processor.flatMap { current in
          state.lastLook.processor.map { current &- $0 }
        },
        wallNanoseconds: now.wall.uptimeNanoseconds &- state.lastLook.wall.uptimeNanoseconds
      )
      // A job that runs on while no job starts or finishes and the processors idle is blocked
      // (a thread waiting on a semaphore): it moves nothing the test waits for.
      let poolMoves =
        isRunningPoolJobs && (progress.pool != state.lastProgress.pool || processorsBusy)
      let executorMoves =
        !isExecutorIdle && (progress.executor != state.lastProgress.executor || processorsBusy)
      let quiet =
        !scope.isInClockCall && !poolMoves && !executorMoves && activity == state.lastActivity
      let executorBlocked =
        !isExecutorIdle && progress.executor == state.lastProgress.executor && !processorsBusy
      state.executorBlockedLooks = executorBlocked ? state.executorBlockedLooks + 1 : 0
      state.lastActivity = activity
      state.lastProgress = progress
      state.lastLook = now
      return state.count.add(quiet: quiet, processorsBusy: processorsBusy)
    }
    leaveJobIfBlocked()
    guard isHang else { return }
    scope.releaseHang(after: span * factor)
  }
}
