/// A clock or stub that a test can wait on for ever: a sleeper nobody advances, a call held
/// that nobody answers, or a wait for sleepers or held calls that never come.
///
/// The harness's ``HangWatchdog`` names these waits when a test has stood still on them, and
/// releases them so that the test ends and fails instead of hanging.
protocol HangSource: AnyObject, Sendable {
  /// What a test may be waiting on here now, one line each; empty when nothing is.
  var pendingWaits: [String] { get }

  /// Ends every wait here: sleepers throw `CancellationError`, held calls give the placeholder
  /// a mock gives for an unstubbed call, and waits for sleepers or held calls return.
  func releaseWaits()
}
