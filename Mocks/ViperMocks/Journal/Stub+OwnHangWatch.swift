import ViperRuntime

/// How a stub made outside the harness keeps a held call from waiting for ever.
///
/// While a call is held or a test waits for one, a scope of its own and a ``HangWatchdog`` watch
/// the test, as a ``TestClock`` made outside the harness watches its sleepers. A test that stands
/// still for the hang time on a wait only it can end fails: the held call gives its placeholder,
/// the wait returns, and the failure is reported from the test's own task as it goes on.
final class StubHangWatch: Sendable {
  let scope: HarnessScope
  private let watchdog: HangWatchdog

  /// Starts watching a stub's waits.
  ///
  /// - Parameters:
  ///   - stub: The stub, which the scope holds weakly.
  ///   - location: Where the test made calls wait, which the failure points at.
  init(watching stub: some HangSource & EndOfScopeCheck, at location: SourceCodeLocation) {
    scope = HarnessScope(location: location, collectsFailures: false, reporter: .testRunner)
    scope.register(stub)
    GlobalExecutorHook.beginTrackingPoolJobs()
    watchdog = HangWatchdog(scope: scope, span: .seconds(1))
    watchdog.start()
  }

  /// Stops watching, and reports a hang the watchdog ended.
  func end() {
    watchdog.stop()
    GlobalExecutorHook.endTrackingPoolJobs()
    scope.end()
  }
}

extension Stub {
  /// Starts the stub's own hang watch once a call is held or a test waits for one, outside the
  /// harness (inside it, the harness's watchdog already watches the stub).
  func watchForHangs() {
    guard scope == nil else { return }
    state.withLock { state in
      guard state.hangWatch == nil, let location = state.suspendsLocation else { return }
      state.hangWatch = StubHangWatch(watching: self, at: location)
    }
  }

  /// Ends the hang watch, reporting the hang it released from the calling task (the test's).
  func endHangWatch() {
    state.withLock { state in
      defer { state.hangWatch = nil }
      return state.hangWatch
    }?.end()
  }
}
