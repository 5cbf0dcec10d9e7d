// A stub made outside the harness watches its own waits, as a `TestClock` made there does: a
// test that awaits a held call nobody answers fails instead of waiting for ever.

extension Stub {
  /// Starts the stub's own hang watch once a call is held or a test waits for one, outside the
  /// harness (inside it, the harness's watchdog already watches the stub).
  func watchForHangs() {
    guard scope == nil else { return }
    state.withLock { state in
      guard state.hangWatch == nil, let location = state.suspendsLocation else { return }
      let watch = OwnHangWatch(at: location)
      watch.watch(self)
      state.hangWatch = watch
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
