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
    var journals: [WeakJournal] = []
    var failures: [String] = []
    var location: SourceCodeLocation?
    var recordedEvents = 0
  }

  private struct WeakJournal: @unchecked Sendable {
    weak var journal: Journal?
  }

  private let state: LockedState<State>
  /// Whether doubles' failures are kept for the runner instead of going to each journal's reporter.
  package let collectsFailures: Bool
  /// The serial executor the test's task tree runs on.
  package let executor = HarnessExecutor()

  /// Opens a scope.
  ///
  /// - Parameters:
  ///   - location: Where failures without a location of their own point: the test.
  ///   - collectsFailures: Keeps failures for ``takeFailures()``, as the spec runner needs.
  package init(location: SourceCodeLocation?, collectsFailures: Bool) {
    state = LockedState(State(location: location))
    self.collectsFailures = collectsFailures
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

  func register(_ journal: Journal) {
    state.withLock { $0.journals.append(WeakJournal(journal: journal)) }
  }

  func collect(_ failure: String) {
    state.withLock { $0.failures.append(failure) }
  }

  /// Returns the failures collected since the previous call.
  package func takeFailures() -> [String] {
    state.withLock { state in
      defer { state.failures = [] }
      return state.failures
    }
  }

  /// Ends the scope: every journal still alive is checked now for unasserted entries, which are
  /// reported as the journal reports them, and is not checked again when it is freed.
  ///
  /// A journal still alive at the end is held by something that outlived the test: a task the
  /// code under test started and that is still running, or a reference cycle among the doubles.
  /// Its entries are reported with that explanation.
  package func end() {
    let journals = state.withLock { state in
      defer { state.journals = [] }
      return state.journals.compactMap(\.journal)
    }
    for journal in journals { journal.checkAtEndOfScope() }
  }
}
