import Foundation
import Testing
import ViperMocks
import XCTest

/// Sends each failure the kit raises to the runner of the test that is running: the engine's
/// ``FailureReporter/testRunner`` finds this type by name (see `TestRunner` in `ViperMocks`).
///
/// 1. Inside a Swift Testing test (`Test.current` is set): a Swift Testing issue.
/// 2. Inside an XCTest test: a failure of that test case, at the same file and line.
/// 3. Neither: the failure is written to standard error, recorded as a Swift Testing issue with no
///    test (which fails a Swift Testing run), and the process exits with a failing status.
///
/// Only one runner hears each failure, so a toolchain that forwards one runner's failures to the
/// other does not see it twice.
package enum TestRunnerBridge: TestRunner.Bridge {
  package static func prepare() {
    _ = XCTestRunTracker.shared
    OutsideTestFailures.installExitCheck()
  }

  package static func currentTest() -> String? {
    if let test = Test.current { return "Swift Testing \(test.id)" }
    return XCTestRunTracker.shared.runningTest
  }

  package static func reportsAtOnceHere(madeIn test: String?) -> Bool {
    guard let test, test.hasPrefix("XCTest "), Test.current == nil else { return false }
    return XCTestRunTracker.isOnMainQueue && !XCTestRunTracker.shared.isBetweenTests
  }

  package static func report(
    _ message: String,
    at location: SourceCodeLocation?,
    madeIn test: String?
  ) {
    // A failure may be the first thing the kit does in a process: one the main thread has not
    // taken yet when the process exits is reported then.
    prepare()
    if let current = Test.current {
      recordIssue(message, at: location ?? SourceCodeLocation(current.sourceLocation))
    } else {
      XCTestRunTracker.shared.recordFailure(message, at: location, madeIn: test) {
        message,
        location in
        reportOutside(message, at: location)
      }
    }
  }

  /// Reports a failure that belongs to no running test: to standard error, with the process's
  /// exit status, and as a Swift Testing issue with no test.
  static func reportOutside(_ message: String, at location: SourceCodeLocation?) {
    OutsideTestFailures.report(message, at: location)
    recordIssue(message, at: location)
  }

  private static func recordIssue(_ message: String, at location: SourceCodeLocation?) {
    if let location {
      Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(location))
    } else {
      Issue.record(Comment(rawValue: message))
    }
  }
}
