import ViperCore

/// Resumes a continuation the first time it is called, from whichever of several events comes
/// first: the wait's end or its time limit.
final class ResumeOnce: Sendable {
  private let continuation: LockedState<UnsafeContinuation<Void, Never>?>

  /// Wraps a continuation.
  ///
  /// - Parameter continuation: The continuation to resume once.
  init(_ continuation: UnsafeContinuation<Void, Never>) {
    self.continuation = LockedState(continuation)
  }

  /// Resumes the continuation, unless it was resumed before.
  func resume() {
    continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }?.resume()
  }
}
