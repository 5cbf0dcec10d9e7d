/// A destination for test failures, so the engine can fail a test without importing Swift Testing.
///
/// In Swift Testing, `ViperSpecTesting` supplies a reporter that records issues; the spec runner
/// supplies one that collects failures for its report.
///
/// ```swift
/// let collected = LockedState<[String]>([])
/// let reporter = FailureReporter { message, _ in collected.withLock { $0.append(message) } }
/// ```
public struct FailureReporter: Sendable {
  private let handler: @Sendable (String, SourceCodeLocation?) -> Void

  /// Creates a reporter that passes each failure to a closure.
  ///
  /// - Parameter handler: Receives the failure message and the location it points at, if known.
  public init(_ handler: @escaping @Sendable (String, SourceCodeLocation?) -> Void) {
    self.handler = handler
  }

  /// Reports a failure.
  ///
  /// - Parameters:
  ///   - message: What happened, why, and how to fix it, separated by blank lines.
  ///   - location: The source location the failure points at, if known.
  public func report(_ message: String, at location: SourceCodeLocation? = nil) {
    handler(message, location)
  }
}
