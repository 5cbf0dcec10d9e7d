import Dispatch
import ViperMocks

/// Runs a test's body inside the harness, as the `.harness` trait runs a Swift Testing test: for
/// XCTest tests, and for any code that wants the harness's settling and end-of-test accounting.
///
/// Inside the body, journals, clocks and stubs belong to the harness: a `TestClock`'s `advance`
/// returns with the work it woke settled, and a call to an unstubbed double fails at the test.
/// When the body returns (or throws), the harness lets in-flight work settle for at most about a
/// second, then fails the running test for what the body left: a task it started that is still
/// running, unasserted journal entries, sleepers still waiting, held calls never answered,
/// answers never taken. A body that stands
/// still for `span` while it can only be waiting on the harness fails as hung, and the harness
/// ends those waits so that the test ends.
///
/// ```swift
/// final class LoginPresenterXCTests: XCTestCase {
///   @MainActor func testSignsIn() async {
///     await withHarness {
///       let journal = Journal()
///       …
///       expectTranscript(journal, "router.showHome()")
///     }
///   }
/// }
/// ```
///
/// - Parameters:
///   - span: How long the body must stand still, waiting on the harness, to fail as hung; at
///     least 100 ms, which a shorter span counts as.
///   - fileID: The file failures without a place of their own point at; the caller's by default.
///   - filePath: The full path of that file.
///   - line: The line those failures point at.
///   - column: The column those failures point at.
///   - body: The test's body.
/// - Returns: What the body returns.
nonisolated(nonsending) public func withHarness<Result>(
  hangAfter span: Duration = .seconds(1),
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column,
  _ body: () async throws -> Result
) async rethrows -> Result {
  let scope = HarnessScope(
    location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    collectsFailures: false,
    reporter: .testRunner,
    hangSpan: span
  )
  let result: Result
  do {
    result = try await scope.run(body)
  } catch {
    await finish(scope)
    throw error
  }
  await finish(scope)
  return result
}

/// Ends the scope, then passes once through the main queue: XCTest records a failure raised on
/// another thread (the end-of-test checks, when the body did not run on the main actor) from the
/// main queue, and that block must run while the test is still running, not after it ended.
nonisolated(nonsending) private func finish(_ scope: HarnessScope) async {
  await scope.finish()
  await withCheckedContinuation { (passed: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { passed.resume() }
  }
}
