import Dispatch
import ViperRuntime

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
    /// Failures raised outside the test's task tree (a detached task, a Dispatch callback, the
    /// watchdog), where the test runner cannot tell which test they belong to, kept for
    /// ``end()`` to report from the test itself.
    var deferredFailures: [DeferredFailure] = []
    /// Whether ``end()`` has run: a failure deferred after it would never be reported.
    var hasEnded = false
    var location: SourceCodeLocation?
    var recordedEvents = 0
    /// Dispatch queues the test made through a clock, whose blocks settling waits for.
    var callbackQueues: [DispatchQueue] = []
    /// The first advance or run of a clock of the scope that woke a sleeper: the call blamed for
    /// work that comes back where settling does not wait.
    var wakeToReport: ClockWake?
    /// Advances and runs of the scope's clocks under way.
    var clockCallsUnderWay = 0
    /// An entry recorded after a wake, where settling did not wait for it, while no advance or
    /// run was under way.
    var lateWork: LateWork?
    /// The token the tasks the test started hold, while one of them runs.
    var startedTasks = WeakStartedTasks()
    /// Whether the test let the tasks it started outlive it.
    var skipsRunningTasks = false
  }

  /// An entry recorded where settling did not wait for it, and the reporter of its journal.
  struct LateWork {
    let entry: String
    let reporter: FailureReporter
    let origin: UnwatchedOrigin
  }

  /// A call that moved a test clock and woke a sleeper.
  struct ClockWake {
    /// The call as the test wrote it, such as `advance(by:)`.
    let call: String
    /// Where the test made it.
    let location: SourceCodeLocation?
  }

  private struct DeferredFailure {
    let message: String
    let location: SourceCodeLocation?
    let reporter: FailureReporter
  }

  /// A weak reference: the scope must not keep a journal, clock or stub alive, or a journal
  /// would never be freed and checked after the scope.
  private struct WeakCheck: @unchecked Sendable {
    weak var check: (any EndOfScopeCheck)?
  }

  private let state: LockedState<State>
  /// Whether doubles' failures are kept for the runner instead of going to each journal's reporter.
  package let collectsFailures: Bool
  /// The test running when the scope was made, as the runners tell.
  private let madeIn: String?
  /// Where failures of objects without a journal go, when they are not collected.
  private let reporter: FailureReporter?
  /// How long the test must stand still, waiting on the harness, to fail as hung.
  let hangSpan: Duration
  /// The serial executor the test's task tree runs on.
  package let executor = HarnessExecutor()

  /// The shortest span a test must stand still to fail as hung: a shorter one, zero or negative
  /// included, would take a pause of ordinary work for a hang.
  package static let shortestHangSpan = Duration.milliseconds(100)

  /// Opens a scope.
  ///
  /// - Parameters:
  ///   - location: Where failures without a location of their own point: the test.
  ///   - collectsFailures: Keeps failures for ``takeFailures()``, as the spec runner needs.
  ///   - reporter: Where failures of clocks and stubs go when they are not collected.
  ///   - hangSpan: How long the test must stand still, waiting on the harness, to fail as hung;
  ///     shorter only in the harness's own tests of hangs.
  package init(
    location: SourceCodeLocation?,
    collectsFailures: Bool,
    reporter: FailureReporter? = nil,
    hangSpan: Duration = .seconds(1)
  ) {
    TestRunner.prepare()
    madeIn = TestRunner.currentTest()
    state = LockedState(State(location: location))
    self.collectsFailures = collectsFailures
    self.reporter = reporter
    self.hangSpan = max(hangSpan, Self.shortestHangSpan)
  }

  /// Where failures without a location of their own point now.
  package var location: SourceCodeLocation? {
    get { state.withLock { $0.location } }
    set { state.withLock { $0.location = newValue } }
  }

  /// Runs an operation as the scope's test: the scope is current, and the operation's task tree
  /// prefers the scope's executor.
  nonisolated(nonsending) package func run<Result>(
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    let watchdog = HangWatchdog(scope: self, span: hangSpan)
    watchdog.start()
    defer { watchdog.stop() }
    return try await GlobalExecutorHook.trackingPoolJobs {
      try await HarnessScope.$current.withValue(self) {
        try await runCountingStartedTasks {
          try await withTaskExecutorPreference(executor) { try await operation() }
        }
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

  /// Counts a sleeper woken by a clock call, which work coming back where settling does not wait
  /// may have outrun.
  func noteWake(by call: String, at location: SourceCodeLocation?) {
    state.withLock { state in
      state.recordedEvents += 1
      guard state.wakeToReport == nil else { return }
      state.wakeToReport = ClockWake(call: call, location: location)
    }
  }

  /// Counts an advance or run of a clock of the scope starting.
  ///
  /// An entry recorded before it is one the test sees after it. The call is the test moving,
  /// too: a test that advances a clock again and again, each advance waking nothing, has not
  /// stood still, however slowly a loaded machine runs the advances.
  func beginClockCall() {
    state.withLock { state in
      state.recordedEvents += 1
      state.clockCallsUnderWay += 1
      state.lateWork = nil
    }
  }

  /// Whether an advance or run of a clock of the scope is under way: it settles the work it
  /// woke, at whatever pace a loaded machine allows, so the test is not standing still.
  var isInClockCall: Bool {
    state.withLock { $0.clockCallsUnderWay > 0 }
  }

  /// Counts an advance or run of a clock of the scope ending.
  func endClockCall() {
    state.withLock { $0.clockCallsUnderWay -= 1 }
  }

  /// Keeps the first entry recorded late, after a wake, while no advance or run is under way.
  func noteLateWork(_ late: LateWork) {
    state.withLock { state in
      guard state.clockCallsUnderWay == 0, state.wakeToReport != nil, state.lateWork == nil
      else { return }
      state.lateWork = late
    }
  }

  /// Takes the entry kept as recorded late, with the wake to blame; the next late entry is kept
  /// from then on.
  func takeLateWork() -> (LateWork, ClockWake)? {
    state.withLock { state in
      guard let late = state.lateWork, let wake = state.wakeToReport else { return nil }
      state.lateWork = nil
      return (late, wake)
    }
  }

  /// Has settling wait for the blocks sent to a serial queue, as for the scope's Swift work.
  func watch(_ queue: DispatchQueue) {
    queue.setSpecific(key: Self.watchedQueueKey, value: .callbacks)
    state.withLock { $0.callbackQueues.append(queue) }
  }

  /// The queues settling waits for.
  var callbackQueues: [DispatchQueue] {
    state.withLock { $0.callbackQueues }
  }

  /// Stops watching the queues that nothing but the scope holds any more, and returns them for
  /// one last pass.
  ///
  /// No block can be sent to such a queue (a block still waiting on it that holds it would hold
  /// it too), so once the pass drains it, it has nothing left to wait for. Keeping every queue a
  /// test ever made passed through all of them in each round: a test that made a queue in each of
  /// 200 runs spent the square of that on them. Where the queue is an Objective-C object, nothing
  /// is known to hold it alone and every queue stays, as before.
  func takeUnheldCallbackQueues() -> [DispatchQueue] {
    state.withLock { state in
      var unheld: [DispatchQueue] = []
      for index in state.callbackQueues.indices.reversed()
      where isKnownUniquelyReferenced(&state.callbackQueues[index]) {
        unheld.append(state.callbackQueues.remove(at: index))
      }
      return unheld
    }
  }

  /// Whether a journal of the scope holds entries no expectation asserted, which its end will
  /// report: what a scenario's After hooks need to know before the scenario ends.
  package var hasUnassertedEntries: Bool {
    let journals = state.withLock { $0.checks.compactMap { $0.check as? Journal } }
    return journals.contains(where: \.hasLeftovers)
  }

  /// The token of the tasks the test started, held weakly.
  var startedTasks: WeakStartedTasks {
    get { state.withLock { $0.startedTasks } }
    set { state.withLock { $0.startedTasks = newValue } }
  }

  /// Whether the test let the tasks it started outlive it, by ``skipRunningTasks()``.
  var skipsRunningTasks: Bool {
    state.withLock { $0.skipsRunningTasks }
  }

  /// Lets the tasks the test started outlive it.
  func skipRunningTasks() {
    state.withLock { $0.skipsRunningTasks = true }
  }

  /// The journals, clocks and stubs registered and still alive.
  var registeredChecks: [any EndOfScopeCheck] {
    state.withLock { $0.checks.compactMap(\.check) }
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
    guard let reporter else {
      if collectsFailures { collect(failure) }
      return collectsFailures
    }
    report(failure, at: location, to: reporter)
    return true
  }

  /// Collects a failure, or reports it to `reporter` at `location` (the test's, if `nil`): at
  /// once from inside the test's task tree, otherwise when the scope ends, from the test.
  ///
  /// A failure raised from a detached task or a Dispatch callback has no test in its context,
  /// so a test runner would pin it on no test, or on whichever test runs then.
  func report(_ failure: String, at location: SourceCodeLocation?, to reporter: FailureReporter) {
    if collectsFailures { return collect(failure) }
    let location = location ?? self.location
    // On the main queue while XCTest runs the test that made the scope, XCTest records the
    // failure on it at once; from the test's tasks later, it might land after the test ended.
    if HarnessScope.current !== self, !TestRunner.reportsAtOnceHere(madeIn: madeIn) {
      let deferred = DeferredFailure(message: failure, location: location, reporter: reporter)
      let isDeferred = state.withLock { state in
        if !state.hasEnded { state.deferredFailures.append(deferred) }
        return !state.hasEnded
      }
      if isDeferred { return }
    }
    reporter.report(failure, at: location)
  }

  /// Reports a hang when a clock or stub of the scope has a wait that nothing but the test can
  /// end, then ends those waits; the watchdog calls it once the test has stood still.
  ///
  /// - Parameter span: How long the test stood still, as the watchdog measured it.
  func releaseHang(after span: Duration) {
    let sources = state.withLock { $0.checks.compactMap { $0.check as? any HangSource } }
    let waits = sources.flatMap(\.pendingWaits)
    guard !waits.isEmpty else { return }
    report(
      """
      Expected the test to finish, but it stood still for \(span) waiting on the harness:

      \(waits.map { "  " + $0 }.joined(separator: "\n"))

      Nothing but the test can end these waits: a test clock moves only when the test advances \
      it, and a held call waits for the test's answer. The harness ended them (sleepers were \
      cancelled, held calls gave their placeholder) so that the test fails instead of hanging.

      To fix, advance the clock past the deadline, or answer the held call, before awaiting the \
      work that waits on it: start that work with async let, then advance or answer, then await.
      """
    )
    for source in sources { source.releaseWaits() }
  }

  /// Lets the work under way settle for at most about a second, checks that no task the test
  /// started is still running, then ends the scope.
  ///
  /// Work the test started and did not await (a `Task {}` that records a call after the test's
  /// last expectation) gets to run, so that what it leaves is reported at this test rather than
  /// lost or pinned on a later one.
  package func finish() async {
    await settleBriefly()
    await checkStartedTasks()
    end()
  }

  /// Waits until the scope's work is still, or about a second has passed.
  ///
  /// Called on the main actor, as the clock's settling is, so that its own hops do not pass
  /// through the scope's executor and count as the test's work.
  @MainActor
  package func settleBriefly() async {
    // Wall time on purpose: the bound on work that never settles.
    await waitUntilStill(giveUpAt: .now() + .seconds(1), passingGlobalQueues: true)
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
    reportLateWork()
    state.withLock { $0.hasEnded = true }
    reportDeferredFailures()
  }

  /// Reports now the failures kept for the end, from the caller's context: for a test clock's own
  /// scope, which has no end while its test runs, from the sleeper a hang released.
  package func reportDeferredFailures() {
    let deferred = state.withLock { state in
      defer { state.deferredFailures = [] }
      return state.deferredFailures
    }
    for failure in deferred { failure.reporter.report(failure.message, at: failure.location) }
  }
}
