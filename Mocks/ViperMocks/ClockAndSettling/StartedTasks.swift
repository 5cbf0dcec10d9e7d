import ViperCore

/// A token every task the test starts holds, so the end of the test can tell whether one is still
/// running.
///
/// The harness binds it as a task-local value around the test. Swift copies task-local values
/// into every task made with `Task {}` (not into `Task.detached`), wherever it is made from within
/// the test, and releases them when the task completes, even while something still holds its
/// handle. Once the test's own binding is gone, the token lives exactly as long as a task the test
/// started is still running: sleeping on a real clock, waiting for a stream or a continuation, or
/// waiting for nothing that will ever come. No hook of the runtime is needed, so this holds on
/// both runtime paths.
final class StartedTasks: Sendable {
  /// What runs when the last task holding the token finishes: the end of the wait of
  /// ``HarnessScope/checkStartedTasks()``.
  private let finished = LockedState<[@Sendable () -> Void]>([])

  /// The token of the running test, if the harness runs it.
  @TaskLocal static var current: StartedTasks?

  /// Runs an action when the last task holding the token finishes.
  ///
  /// - Parameter action: Runs once, when the token is freed, on the thread that frees it.
  func onFinish(_ action: @escaping @Sendable () -> Void) {
    finished.withLock { $0.append(action) }
  }

  deinit {
    for action in finished.withLock({ $0 }) { action() }
  }
}

/// A weak hold on the token, so that the scope sees it freed.
struct WeakStartedTasks: @unchecked Sendable {
  weak var token: StartedTasks?
}
