import Foundation
import ViperMocks
import XCTest

/// Knows which XCTest test case is running, by observing XCTest, so a failure can be recorded on it
/// at its own file and line.
///
/// XCTest has no public "current test case", so the tracker registers as an observer the first
/// time the harness makes an object. It then misses the start of the test that is running at that
/// moment; until it sees a test start or finish, a failure is recorded through `XCTFail`, which
/// knows the current test, at the failure's file and line (see ``InternedStaticString``), and the
/// tracker learns from XCTest's answer whether a test heard it.
final class XCTestRunTracker: NSObject, XCTestObservation, @unchecked Sendable {
  /// The tracker, registered with XCTest when first used.
  static let shared: XCTestRunTracker = {
    let tracker = XCTestRunTracker()
    XCTestObservationCenter.shared.addTestObserver(tracker)
    return tracker
  }()

  /// Unchecked: XCTest runs one test case at a time and keeps it alive while it runs, and the
  /// tracker only records failures on it, as XCTest's own assertions do from any thread.
  private enum State: @unchecked Sendable {
    /// No test has started or finished since the tracker registered.
    case unknown
    case running(XCTestCase)
    case betweenTests
  }

  private let state = LockedState(State.unknown)
  /// Failures XCTest reported to observers, counted to learn whether a probe reached a test.
  private let heardFailures = LockedState(0)
  /// Tests that finished since the tracker registered.
  private let finishedTests = LockedState(0)

  /// The XCTest test running now, told apart from the others by how many tests finished before
  /// it; known even before the tracker has seen a test start.
  var runningTest: String {
    "XCTest \(finishedTests.withLock { $0 })"
  }

  /// Records a failure on the XCTest test case that is running, if it is the test that made the
  /// failing object (or that test is not known).
  ///
  /// - Returns: Whether a test case was running and recorded it.
  func recordFailure(
    _ message: String,
    at location: SourceCodeLocation?,
    madeIn test: String?
  ) -> Bool {
    if let test, test.hasPrefix("XCTest "), test != runningTest { return false }
    switch state.withLock({ $0 }) {
    case .running(let testCase):
      // XCTest stops a run before it tells observers, and stops the process if a failure is
      // recorded on a stopped run: a failure from another thread as the test ends goes outside.
      guard let run = testCase.testRun, run.startDate != nil, run.stopDate == nil else {
        return false
      }
      testCase.recordFailure(
        withDescription: message,
        inFile: location?.filePath ?? "",
        atLine: location?.line ?? 0,
        expected: true
      )
      return true
    case .betweenTests:
      return false
    case .unknown:
      let before = heardFailures.withLock { $0 }
      if let location, let file = InternedStaticString.make(location.filePath) {
        XCTFail(message, file: file, line: UInt(max(location.line, 0)))
      } else {
        let place = location.map { "\($0): " } ?? ""
        XCTFail("\(place)\(message)")
      }
      return heardFailures.withLock { $0 } > before
    }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    state.withLock { $0 = .running(testCase) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    finishedTests.withLock { $0 += 1 }
    state.withLock { $0 = .betweenTests }
  }

  func testCase(
    _ testCase: XCTestCase,
    didFailWithDescription description: String,
    inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    heardFailures.withLock { $0 += 1 }
    state.withLock { state in
      if case .unknown = state { state = .running(testCase) }
    }
  }
}
