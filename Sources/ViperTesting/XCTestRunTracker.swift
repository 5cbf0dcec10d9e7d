import Foundation
import ViperMocks
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
  /// tracker only records failures on it, as XCTest's own assertions do.
  private struct State: @unchecked Sendable {
    var phase = Phase.unknown
    /// Tests that finished since the tracker registered.
    var finishedTests = 0
    /// Failures raised off the main thread while a test ran, waiting for the main thread.
    var pending: [Int: PendingFailure] = [:]
    var nextPending = 0
    /// Failures the main thread has taken from `pending` and is still reporting.
    var inFlight = 0
    /// Whether the process is exiting: what is pending then is reported by the exit check.
    var isExiting = false
  }

  private enum Phase {
    /// No test has started or finished since the tracker registered.
    case unknown
    case running(XCTestCase)
    case betweenTests
  }

  private struct PendingFailure {
    let message: String
    let location: SourceCodeLocation?
    let test: String?
  }

  private let state = LockedState(State())
  /// Failures XCTest reported to observers, counted to learn whether a probe reached a test.
  private let heardFailures = LockedState(0)

  /// The XCTest test running now, told apart from the others by how many tests finished before
  /// it; known even before the tracker has seen a test start.
  var runningTest: String {
    state.withLock { Self.identity(afterFinished: $0.finishedTests) }
  }

  /// Marks the main queue, which a process that calls `dispatchMain()` hands to Dispatch's
  /// workers: its blocks then run off the main thread, one at a time.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main thread or in a block of the main queue.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Whether the last test seen has finished and no other has started.
  var isBetweenTests: Bool {
    state.withLock { state in
      if case .betweenTests = state.phase { return true }
      return false
    }
  }

  private static func identity(afterFinished count: Int) -> String {
    "XCTest \(count)"
  }

  /// Records a failure on the XCTest test case that is running, if it is the test that made the
  /// failing object (or that test is not known); otherwise hands it to `outside`.
  ///
  /// XCTest starts, runs and stops each test on the main thread, and stops the process when a
  /// failure is recorded on a run it has stopped. So a failure raised on another thread is
  /// recorded from the main thread, where a test is either still running or has ended for sure:
  /// never on a stopped run, never on the next test. One still waiting when the process exits
  /// goes outside then.
  ///
  /// - Parameters:
  ///   - message: The failure.
  ///   - location: Where it points.
  ///   - test: The test the failing object belongs to.
  ///   - outside: Reports a failure that belongs to no running test.
  func recordFailure(
    _ message: String,
    at location: SourceCodeLocation?,
    madeIn test: String?,
    otherwise outside: @escaping @Sendable (String, SourceCodeLocation?) -> Void
  ) {
    let (phase, isExiting) = state.withLock { ($0.phase, $0.isExiting) }
    if case .betweenTests = phase { return outside(message, location) }
    // Once the process exits, the main thread runs nothing more: no test can hear it.
    if isExiting { return outside(message, location) }
    guard Self.isOnMainQueue else {
      let failure = PendingFailure(message: message, location: location, test: test)
      let number = state.withLock { state in
        defer { state.nextPending += 1 }
        state.pending[state.nextPending] = failure
        return state.nextPending
      }
      DispatchQueue.main.async { [self] in
        let failure = state.withLock { state -> PendingFailure? in
          guard !state.isExiting else { return nil }
          let failure = state.pending.removeValue(forKey: number)
          if failure != nil { state.inFlight += 1 }
          return failure
        }
        guard let failure else { return }
        recordOnMainThread(failure, otherwise: outside)
        state.withLock { $0.inFlight -= 1 }
      }
      return
    }
    recordOnMainThread(
      PendingFailure(message: message, location: location, test: test),
      otherwise: outside
    )
  }

  /// On the main thread: records a failure on the running test, or, before any test start was
  /// seen, through `XCTFail`; otherwise hands it to `outside`.
  private func recordOnMainThread(
    _ failure: PendingFailure,
    otherwise outside: (String, SourceCodeLocation?) -> Void
  ) {
    let recorded: Bool
    switch state.withLock({ $0.phase }) {
    case .unknown: recorded = probe(failure.message, at: failure.location)
    case .running:
      recorded = recordOnRunningTest(failure.message, at: failure.location, madeIn: failure.test)
    case .betweenTests: recorded = false
    }
    if !recorded { outside(failure.message, failure.location) }
  }

  /// Reports, as the process exits, the failures still waiting for the main thread, after
  /// waiting (at most 200 ms of wall time) for those the main thread is reporting, in case the
  /// process exits from another thread.
  func reportPendingFailures(outside: (String, SourceCodeLocation?) -> Void) {
    // Wall time on purpose: the bound on how long an exiting process waits.
    let deadline = DispatchTime.now() + .milliseconds(200)
    var pending: [PendingFailure]?
    while pending == nil {
      pending = state.withLock { state -> [PendingFailure]? in
        guard state.inFlight == 0 || DispatchTime.now() >= deadline else { return nil }
        state.isExiting = true
        defer { state.pending = [:] }
        return state.pending.sorted { $0.key < $1.key }.map(\.value)
      }
      if pending == nil { sched_yield() }
    }
    for failure in pending ?? [] { outside(failure.message, failure.location) }
  }

  /// On the main thread: records a failure on the running test if it made the failing object.
  private func recordOnRunningTest(
    _ message: String,
    at location: SourceCodeLocation?,
    madeIn test: String?
  ) -> Bool {
    let (phase, finished) = state.withLock { ($0.phase, $0.finishedTests) }
    guard case .running(let testCase) = phase else { return false }
    if let test, test.hasPrefix("XCTest "), test != Self.identity(afterFinished: finished) {
      return false
    }
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
  }

  /// Before any test start or finish was seen: fails through `XCTFail`, which knows the current
  /// test, and tells whether a test heard it.
  private func probe(_ message: String, at location: SourceCodeLocation?) -> Bool {
    let before = heardFailures.withLock { $0 }
    if let location, let file = InternedStaticString.make(location.filePath) {
      XCTFail(message, file: file, line: UInt(max(location.line, 0)))
    } else {
      let place = location.map { "\($0): " } ?? ""
      XCTFail("\(place)\(message)")
    }
    return heardFailures.withLock { $0 } > before
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    state.withLock { $0.phase = .running(testCase) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    state.withLock { state in
      state.finishedTests += 1
      state.phase = .betweenTests
    }
  }

  func testCase(
    _ testCase: XCTestCase,
    didFailWithDescription description: String,
    inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    heardFailures.withLock { $0 += 1 }
    state.withLock { state in
      if case .unknown = state.phase { state.phase = .running(testCase) }
    }
  }
}
