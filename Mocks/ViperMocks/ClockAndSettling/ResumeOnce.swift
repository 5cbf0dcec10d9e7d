import ViperCore

/// Resumes a continuation the first time it is called, from whichever of several events comes
/// first: the wait's end or its time limit.
final class ResumeOnce<Value: Sendable>: Sendable {
  private let continuation: LockedState<UnsafeContinuation<Value, Never>?>

  /// Wraps a continuation.
  ///
  /// - Parameter continuation: The continuation to resume once.
  init(_ continuation: UnsafeContinuation<Value, Never>) {
    self.continuation = LockedState(continuation)
  }

  /// Resumes the continuation with a value, unless it was resumed before.
  ///
  /// - Parameter value: What the wait returns: which event came first, say.
  func resume(returning value: Value) {
    continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }?.resume(returning: value)
  }
}

extension ResumeOnce where Value == Void {
  /// Resumes the continuation, unless it was resumed before.
  func resume() {
    resume(returning: ())
  }
}
