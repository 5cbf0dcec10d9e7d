/// What the harness knows about one running test or spec scenario: its journals, checked when it
/// ends, and the executor its task tree runs on, which the test clock watches to settle.
///
/// A journal made inside a scope registers itself, so the end of the test can check it even when
/// something still holds it: without a scope the check runs only when the journal is freed, and
/// an unfinished task that keeps a double alive would carry its unasserted entries past the test
/// unreported. A scope also says where failures of doubles point: at the test, or at the spec
/// step that is running, rather than at the line that made the journal. A spec scenario's scope
/// collects those failures, so the runner fails the step during which they happened.
///
/// The scope's ``HarnessExecutor`` is the task executor preference of everything run through
/// ``run(_:)``, and journals and clocks count what they record, so a clock can tell work that is
/// still moving from work that has settled.
package final class HarnessScope: Sendable {
  /// The scope of the running test or scenario, if one was opened.
  @TaskLocal package static var current: HarnessScope?

  private struct State {
    var checks: [WeakCheck] = []
    var failures: [String] = []
    var location: SourceCodeLocation?
    var recordedEvents = 0
  }

  /// A weak reference: the scope must not keep a journal, clock or stub alive, or a journal
  /// would never be freed and checked after the scope.
  private struct WeakCheck: @unchecked Sendable {
    weak var check: (any EndOfScopeCheck)?
  }

  private let state: LockedState<State>
  /// Whether doubles' failures are kept for the runner instead of going to each journal's reporter.
  package let collectsFailures: Bool
  /// Where failures of objects without a journal go, when they are not collected.
  private let reporter: FailureReporter?
  /// The serial executor the test's task tree runs on.
  package let executor = HarnessExecutor()

  /// Opens a scope.
  ///
  /// - Parameters:
  ///   - location: Where failures without a location of their own point: the test.
  ///   - collectsFailures: Keeps failures for ``takeFailures()``, as the spec runner needs.
  ///   - reporter: Where failures of clocks and stubs go when they are not collected.
  package init(
    location: SourceCodeLocation?,
    collectsFailures: Bool,
    reporter: FailureReporter? = nil
  ) {
    state = LockedState(State(location: location))
    self.collectsFailures = collectsFailures
    self.reporter = reporter
  }

  /// Where failures without a location of their own point now.
  package var location: SourceCodeLocation? {
    get { state.withLock { $0.location } }
    set { state.withLock { $0.location = newValue } }
  }

  /// Runs an operation as the scope's test: the scope is current, and the operation's task tree
  /// prefers the scope's executor.
  package func run<Result: Sendable>(
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await GlobalExecutorHook.trackingPoolJobs {
      try await HarnessScope.$current.withValue(self) {
        try await withTaskExecutorPreference(executor) { try await operation() }
      }
    }
  }

  /// A count of what the code under test did that the harness saw.
  ///
  /// Journal entries, sleeps on a test clock and jobs on the scope's executor all add to it, so
  /// it stays the same only while the work is still.
  package var activity: Int {
    state.withLock { $0.recordedEvents } + executor.activity
  }

  /// Counts an entry recorded or a sleep started by the code under test.
  func noteEvent() {
    state.withLock { $0.recordedEvents += 1 }
  }

  /// Registers a journal, clock or stub to check when the scope ends.
  func register(_ check: some EndOfScopeCheck) {
    state.withLock { $0.checks.append(WeakCheck(check: check)) }
  }

  func collect(_ failure: String) {
    state.withLock { $0.failures.append(failure) }
  }

  /// Collects a failure, or reports it at `location` (the test's, if `nil`).
  ///
  /// - Returns: Whether the failure went somewhere: `false` for a scope without a reporter.
  @discardableResult
  func report(_ failure: String, at location: SourceCodeLocation? = nil) -> Bool {
    if collectsFailures {
      collect(failure)
      return true
    }
    guard let reporter else { return false }
    reporter.report(failure, at: location ?? self.location)
    return true
  }

  /// Returns the failures collected since the previous call.
  package func takeFailures() -> [String] {
    state.withLock { state in
      defer { state.failures = [] }
      return state.failures
    }
  }

  /// Ends the scope: every clock and stub still alive reports what the test left undone
  /// (sleepers still waiting, held calls never answered, answers never taken), and every journal
  /// still alive is checked now for unasserted entries, which are reported as the journal reports
  /// them, and is not checked again when it is freed.
  ///
  /// A journal still alive at the end is held by something that outlived the test: a task the
  /// code under test started and that is still running, or a reference cycle among the doubles.
  /// Its entries are reported with that explanation.
  package func end() {
    let checks = state.withLock { state in
      defer { state.checks = [] }
      return state.checks.compactMap(\.check)
    }
    for check in checks where !(check is Journal) { check.checkAtEndOfScope() }
    for check in checks where check is Journal { check.checkAtEndOfScope() }
  }
}
