import Dispatch
import Foundation
import Testing
import ViperTesting

/// A pool thread blocked on a semaphore runs a job that never finishes and moves nothing: the
/// harness counts it as still, so neither the end-of-test check nor the hang watchdog waits for
/// it to be freed.
///
/// Each shape runs in a process of its own: the harness calls a test still only when the whole
/// process is, which a parallel run of this suite never is, and a blocked thread there would take
/// one of the pool's two threads from every other test.
@Suite struct BlockedThreadTests {
  #if os(Linux)
  @Test func `a task the test started that blocks a pool thread fails the test`() async throws {
    try await expectFixture("blockedTask", toFailSaying: "still running")
  }

  @Test func `a task that blocks the test's own executor fails the test instead of holding it`()
    async throws
  {
    try await expectFixture("blockedExecutor", toFailSaying: "still running")
  }

  @Test func `a test awaiting a sleeper fails while a pool thread is blocked elsewhere`()
    async throws
  {
    try await expectFixture("blockedElsewhere", toFailSaying: "stood still")
  }

  /// Runs the fixture test `<fixture>Fixture` in a process of its own and expects it to fail
  /// with the text, before the safety net freed its thread.
  private func expectFixture(
    _ fixture: String,
    toFailSaying text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let run = try await FixtureProcess.run(
      arguments: ["--testing-library", "swift-testing", "--filter", "\(fixture)Fixture"],
      fixture: fixture
    )

    #expect(run.status != 0, "\(run.output)", sourceLocation: sourceLocation)
    #expect(run.output.contains(text), "\(run.output)", sourceLocation: sourceLocation)
    #expect(!run.output.contains(Self.safetyNet), "\(run.output)", sourceLocation: sourceLocation)
  }
  #endif

  private static let safetyNet = "freed by the safety net"

  /// A semaphore that a block frees after 30 s, saying so: not a wait of the test, but what turns
  /// a harness that waits for the blocked thread into a late failure instead of a hang.
  private static func blockedUntilFreed() -> DispatchSemaphore {
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30)) {
      print(safetyNet)
      semaphore.signal()
    }
    return semaphore
  }

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "blockedTask"),
    .harness
  )
  func blockedTaskFixture() async {
    let semaphore = Self.blockedUntilFreed()
    _ = Task(executorPreference: globalConcurrentExecutor) { semaphore.wait() }
  }

  /// A `Task {}` the test starts runs on the test's own executor, as the test does.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "blockedExecutor"),
    .harness
  )
  func blockedExecutorFixture() async {
    let semaphore = Self.blockedUntilFreed()
    _ = Task { semaphore.wait() }
  }

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "blockedElsewhere"),
    .harness
  )
  func blockedElsewhereFixture() async {
    let semaphore = Self.blockedUntilFreed()
    Task.detached { semaphore.wait() }
    try? await TestClock(now: Date(timeIntervalSince1970: 0)).sleep(for: .seconds(15))
  }
}
