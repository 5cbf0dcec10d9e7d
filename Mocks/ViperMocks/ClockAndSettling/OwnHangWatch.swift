import ViperRuntime

/// What turns a wait only the test can end into a failure for a clock or stub made outside the
/// harness, as the harness's own watchdog does inside it: a scope of its own, which sees the pool
/// and the main actor, and a ``HangWatchdog`` on it.
///
/// A test that stands still for about a second on such a wait fails: the wait is released
/// (sleepers are cancelled, held calls give their placeholder) and the failure is reported when
/// the watch ends, from the task that ends it.
final class OwnHangWatch: Sendable {
  /// The watch's own scope: the clock settles through it, and its end reports a released hang.
  let scope: HarnessScope
  private let watchdog: HangWatchdog

  /// Creates the scope and its watchdog; ``watch(_:)`` starts them.
  ///
  /// - Parameter location: Where the failure points: where the clock was made, or where calls
  ///   were made to wait.
  init(at location: SourceCodeLocation) {
    scope = HarnessScope(location: location, collectsFailures: false, reporter: .testRunner)
    GlobalExecutorHook.beginTrackingPoolJobs()
    watchdog = HangWatchdog(scope: scope, span: .seconds(1))
  }

  /// Starts watching a clock or stub's waits.
  ///
  /// - Parameter source: The clock or stub, which the scope holds weakly.
  func watch(_ source: some HangSource & EndOfScopeCheck) {
    scope.register(source)
    watchdog.start()
  }

  /// Stops watching, and reports a hang the watchdog released.
  func end() {
    watchdog.stop()
    GlobalExecutorHook.endTrackingPoolJobs()
    scope.end()
  }
}
