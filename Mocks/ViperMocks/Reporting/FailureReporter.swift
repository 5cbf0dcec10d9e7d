/// A destination for test failures, so the engine can fail a test without importing Swift Testing.
///
/// ``testRunner`` fails the test that is running, in Swift Testing or XCTest; the spec runner
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

extension FailureReporter {
  /// Fails the test that is running, whichever runner runs it: a Swift Testing issue inside a Swift
  /// Testing test, a failure of the current XCTest test inside an XCTest one.
  ///
  /// Raised where no test is running (a task that outlived its test, an executable), the failure
  /// is written to standard error with its location, and a test process then exits with a failing
  /// status. The runners are reached through `ViperTesting`; a process without it writes to
  /// standard error only.
  ///
  /// Each reporter belongs to the test running when it is made: a failure it reports later, while
  /// another XCTest test runs (from a task that outlived its own test), is reported as outside any
  /// test rather than failing the wrong one.
  public static var testRunner: FailureReporter {
    let test = TestRunner.currentTest()
    return FailureReporter { message, location in
      TestRunner.report(message, at: location, madeIn: test)
    }
  }
}
