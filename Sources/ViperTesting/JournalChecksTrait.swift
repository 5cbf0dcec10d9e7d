public import Testing
import ViperMocks

/// A trait that checks every journal a test makes when the test ends, not when the journal is
/// freed, and points doubles' failures at the test.
///
/// Without it, an exhaustive journal checks its unasserted entries when it is freed: a task that
/// the code under test started and that outlives the test keeps the journal alive, and its entries
/// go unreported. With it, the entries are reported as the test ends, saying that something still
/// holds the journal, and a call to an unstubbed double fails at the test instead of at the line
/// that made the journal. Apply it to a suite to cover all its tests.
///
/// ```swift
/// @Suite(.journalChecks) struct AddTodoPresenterTests {
///   @Test func `dismisses after saving`() async { … }
/// }
/// ```
public struct JournalChecksTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  @concurrent
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    let scope = JournalScope(
      location: SourceCodeLocation(test.sourceLocation),
      collectsFailures: false
    )
    defer { scope.end() }
    try await JournalScope.$current.withValue(scope) { try await function() }
  }
}

extension Trait where Self == JournalChecksTrait {
  /// Checks every journal a test makes when the test ends; see ``JournalChecksTrait``.
  public static var journalChecks: Self { JournalChecksTrait() }
}
