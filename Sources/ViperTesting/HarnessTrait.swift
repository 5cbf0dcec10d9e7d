public import Testing
import ViperMocks

/// A trait that runs each test inside the harness: journals are checked when the test ends,
/// doubles' failures point at the test, and the test's tasks run where a `TestClock` can watch
/// them, so `advance` returns with the work it woke settled.
///
/// Without it, an exhaustive journal checks its unasserted entries when it is freed: a task that
/// the code under test started and that outlives the test keeps the journal alive, and its entries
/// go unreported. With it, the entries are reported as the test ends, saying that something still
/// holds the journal, and a call to an unstubbed double fails at the test instead of at the line
/// that made the journal.
///
/// The test's task tree (the test itself, its `async let`s and task groups, and actors without a
/// custom executor they call) runs on one serial executor; see `TestClock` for what "settled"
/// means. Code under test that blocks a thread until other async work finishes would wait forever
/// there: such code needs the concurrent pool and is not for this trait. Apply it to a suite to
/// cover all its tests.
///
/// ```swift
/// @Suite(.harness) struct AddTodoPresenterTests {
///   @Test func `dismisses after saving`() async { … }
/// }
/// ```
///
/// When the test ends, the harness lets work the test did not await settle (for at most about a
/// second), then fails the test for whatever it left: a task it started that is still running
/// (unless it called `skipRunningTasks()`), unasserted journal entries, sleepers still waiting on
/// its clocks, held calls never answered, answers never taken. A test that stands still
/// for a second while it can only be waiting on the harness (a sleeper nobody advances, a held
/// call nobody answers) fails as hung, and the harness ends those waits so that the test ends.
public struct HarnessTrait: SuiteTrait, TestTrait, TestScoping {
  /// How long a test must stand still, waiting on the harness, to fail as hung.
  public let hangSpan: Duration

  public var isRecursive: Bool { true }

  @concurrent
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    let scope = HarnessScope(
      location: SourceCodeLocation(test.sourceLocation),
      collectsFailures: false,
      reporter: .testRunner,
      hangSpan: hangSpan
    )
    do {
      try await scope.run { try await function() }
    } catch {
      await scope.finish()
      throw error
    }
    await scope.finish()
  }
}

extension Trait where Self == HarnessTrait {
  /// Runs each test inside the harness; see ``HarnessTrait``.
  public static var harness: Self { HarnessTrait(hangSpan: .seconds(1)) }

  /// Runs each test inside the harness, taking a test that stands still for `span` while it
  /// waits on the harness for a hang; see ``HarnessTrait``.
  ///
  /// A longer span suits code under test that waits on real I/O (a file store's sync on a busy
  /// disk) while a sleeper or held call is pending; a shorter one ends a hung test sooner.
  ///
  /// ```swift
  /// @Suite(.harness(hangAfter: .seconds(5))) struct SyncTests { … }
  /// ```
  ///
  /// - Parameter span: How long the test must stand still; at least 100 ms, which a shorter span
  ///   (zero or negative included) counts as.
  /// - Returns: The trait.
  public static func harness(hangAfter span: Duration) -> Self {
    HarnessTrait(hangSpan: max(span, HarnessScope.shortestHangSpan))
  }
}
