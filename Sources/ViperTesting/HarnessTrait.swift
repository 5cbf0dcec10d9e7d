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
public struct HarnessTrait: SuiteTrait, TestTrait, TestScoping {
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
      reporter: .swiftTesting
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
  public static var harness: Self { HarnessTrait() }
}
