public import Foundation
public import ViperCore
import ViperRuntime

/// A clock whose date moves only when a test sets or advances it.
///
/// Sleepers resume in deadline order, ties in the order they started sleeping, exactly when an
/// advance passes their deadline; the clock's date is the sleeper's deadline while it runs.
///
/// **`advance` returns once the work it woke has settled.** Each resumed sleeper first hands the
/// advance a continuation that it resumes as soon as it is back on its own actor. Inside the
/// harness (a test under the `.harness` trait, or a spec scenario), the clock then waits until
///
/// 1. the test's executor has no job queued or running: the test's task tree runs there, that is
///    the test itself, the child tasks it creates (task groups, `async let`, at any depth) and
///    actors without a custom executor that those call; and
/// 2. two rounds in a row find that the code under test queued no job on that executor,
///    recorded no journal entry and started no sleep, while in each round the main actor ran every
///    job queued there before it, and the global pool finished every job it was running.
///
/// So every task in the test's tree has run until it waits on the clock, on a double that has not
/// answered, or has finished, before the next sleeper resumes and before `advance` returns.
/// The clock waits for the scope the same way before it looks for due sleepers, so work under
/// way when the advance starts (a call that failed at once, and the retry it is about to
/// schedule) reaches the clock first, and its sleep counts in this advance.
///
/// Main-actor work (presenters, and the unstructured tasks they start) is waited for through the
/// main queue, which runs the main actor's jobs first in, first out: a pass is a block sent there
/// behind them. Swift resumes a task that waited on a continuation through the global pool, so a
/// main-actor sleeper would reach the main queue only after a trip through another thread; the
/// clock's own continuations send their main-actor waiters straight to the main actor instead,
/// through the concurrency runtime's global-executor hook. A main-actor advance inside the
/// harness resumes a main-actor sleeper without the handshake: the first pass of its settling is
/// queued behind the sleeper, so it waits for the same thing. While a harness scope is open, the
/// hook also runs the pool's jobs and counts them until they finish, so a round waits for an
/// unstructured task that awaits another task or an actor through the pool, and for its way back
/// to the main actor. The pool is shared by the whole process, so the jobs waited for include
/// other tests' work: a pool job that blocks its thread until this test goes on would hold the
/// advance, as it would starve the pool anyway. The race shapes in `TestClockSettlingTests` run
/// 200 times each without a miss.
///
/// Work on the global concurrent pool outside the test's task tree (`Task.detached`, and child
/// tasks or `@concurrent` functions started from an unstructured `Task {}`, to which Swift gives
/// no executor preference) is waited for only as far as the pool's jobs go: a round waits for the
/// jobs running then, but does not count them as activity, so a long chain of pool hops that
/// records nothing can outlast the two rounds. Start the code under test with `async let` or a
/// task group rather than `Task {}`, or with ``startTask(_:)``, so that its child tasks stay in
/// the tree.
///
/// Outside the harness the clock settles the same way through a scope of its own, which sees the
/// main actor's queue, the pool (the clock tracks its jobs while it lives) and the clock's own
/// sleeps, but no executor of the test's: a `Task {}` that is about to sleep on an actor is
/// waited for, while a nonisolated test's own task tree is seen only through the pool.
///
/// A sleeper joins the queue synchronously, before `sleep(until:)` first suspends, so a sleeper
/// that goes back to sleep is already counted and queued when the advance looks again.
///
/// **Time is exact.** The clock counts a `Duration` from its start and shows the date that far
/// from the start date, so any advances that add up to a sleeper's span reach it: ten advances of
/// 300 ms wake a 3-second sleeper, from any start date. `sleep(for:)` counts its duration on that
/// instant; a deadline given as a date counts as reached once the date shown is within two units
/// in its last place (under a microsecond until 2100), since the caller's own date arithmetic may
/// land that far off. ``set(to:)`` changes the date shown, as a person setting a wall clock does:
/// date deadlines follow it, durations do not.
///
/// **Nothing is left behind.** Inside the harness, a sleeper still waiting when the test ends
/// fails the test, naming its deadline, unless the test calls ``skipPendingSleepers()``; a test
/// that stands still for about a second while a sleeper waits (it awaits a sleep it never
/// advances) fails, and the sleeper throws `CancellationError`, so the test ends. A misuse, such
/// as a negative advance, fails the test and leaves the clock as it was.
///
/// `sleep(until:)` with a deadline at or before `now` returns at once without suspending (after
/// checking for cancellation), as the standard library's task sleep does with a past deadline. A
/// cancelled sleeper throws `CancellationError` and leaves the queue.
///
/// ```swift
/// let clock = TestClock(now: date("2026-11-22T23:59:00Z"))
/// async let refresh: Void = presenter.keepFresh()
/// await clock.waitUntilSleeping()
/// await clock.advance(by: .seconds(60))   // midnight: the presenter regroups, then we continue
/// ```
public final class TestClock: DateClock {
  /// The continuation a sleeper waits on; it receives the advance's handshake continuation.
  ///
  /// Each is resumed exactly once: whoever resumes it first removes it from the state under the
  /// lock, which is what makes the unchecked (and cheaper) continuations safe.
  private typealias Wakeup = UnsafeContinuation<UnsafeContinuation<Void, Never>?, any Error>

  /// What happened to a sleeper before its continuation was attached.
  private enum EarlyOutcome {
    case resumed(handshake: UnsafeContinuation<Void, Never>)
    case cancelled
  }

  private struct State {
    var timeline: ClockTimeline
    var queue = SleeperQueue()
    /// The deadlines of sleepers that are queued and neither resumed nor cancelled.
    var deadlines: [Int: SleeperDeadline] = [:]
    /// The sleepers the test let outlive it, and those already reported as left waiting.
    var skippedSleepers: Set<Int> = []
    /// The attached continuations, each with whether its resumption goes straight to the main
    /// actor's queue.
    var wakeups: [Int: (wakeup: Wakeup, resumesOnMainActor: Bool)] = [:]
    var earlyOutcomes: [Int: EarlyOutcome] = [:]
    var nextSequence = 0
    var sleepingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: LockedState<State>
  private let journal: Journal?
  /// The harness scope the clock was made in, which checks it when the test ends.
  private let scope: HarnessScope?
  /// The scope whose work `advance` waits to settle: the harness scope, or, for a clock made
  /// outside one, a scope of the clock's own, which sees the pool, the main actor and the
  /// clock's sleeps but no executor of the test's.
  private let settlingScope: HarnessScope
  /// For a clock made outside the harness: turns a test that awaits a sleeper nobody advances
  /// into a failure, as the harness's own watchdog does.
  private let ownWatchdog: HangWatchdog?
  /// Where the clock was made, for the failure that reports sleepers left waiting.
  private let location: SourceCodeLocation
  private let sharedUse: SharedUseCheck

  /// Creates a clock stopped at a date.
  ///
  /// - Parameters:
  ///   - now: The date the clock shows until a test moves it.
  ///   - journal: A journal to record `clock.sleep(until:)` and `clock.sleep(for:)` calls in, if
  ///     the test asserts them; misuse of the clock is reported through it too.
  ///   - fileID: The file that makes the clock, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that makes the clock.
  ///   - column: The column that makes the clock.
  public init(
    now: Date,
    journal: Journal? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    TestRunner.prepare()
    let location = SourceCodeLocation(
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    self.state = LockedState(State(timeline: ClockTimeline(start: now)))
    self.journal = journal
    self.location = location
    self.scope = HarnessScope.current
    self.sharedUse = SharedUseCheck(owner: scope, kind: "test clock")
    if let scope {
      settlingScope = scope
      ownWatchdog = nil
      scope.register(self)
    } else {
      settlingScope = HarnessScope(
        location: location,
        collectsFailures: false,
        reporter: .testRunner
      )
      GlobalExecutorHook.beginTrackingPoolJobs()
      ownWatchdog = HangWatchdog(scope: settlingScope, span: .seconds(1))
      settlingScope.register(self)
      ownWatchdog?.start()
    }
  }

  deinit {
    guard scope == nil else { return }
    GlobalExecutorHook.endTrackingPoolJobs()
    ownWatchdog?.stop()
    // A hang the watchdog ended is reported now, from the test that drops the clock.
    settlingScope.end()
  }

  public var now: Date {
    reportSharedUse()
    return state.withLock { $0.timeline.now }
  }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int {
    state.withLock { $0.deadlines.count }
  }

  public func sleep(until deadline: Date) async throws {
    journal?.record("clock", "sleep(until:)", deadline)
    try await sleep(until: .date(deadline))
  }

  public func sleep(for duration: Duration) async throws {
    journal?.record("clock", "sleep(for:)", duration)
    try await sleep(until: .instant(instant.clampedAdding(duration)))
  }

  /// The time since the clock's start, which only advances move; for ``continuous``.
  var instant: Duration {
    state.withLock { $0.timeline.instant }
  }

  /// Suspends until the clock's instant reaches `deadline`, for ``continuous``.
  func sleep(untilInstant deadline: Duration) async throws {
    if let journal {
      let date = state.withLock { $0.timeline.date(at: deadline) }
      journal.record("clock", "sleep(until:)", date)
    }
    try await sleep(until: .instant(deadline))
  }

  private func sleep(until deadline: SleeperDeadline) async throws {
    // A clock another test made is not watched by this test's harness: a sleep on it would never
    // be advanced or ended, so it fails and ends at once.
    if reportSharedUse() { throw CancellationError() }
    try Task.checkCancellation()
    guard let sequence = enqueue(deadline) else { return }
    // Read here: inside the cancellation handler's operation `#isolation` does not name the
    // caller's actor, and a main-actor sleeper would not be sent straight back to it.
    let isolation = #isolation
    let handshake: UnsafeContinuation<Void, Never>?
    do {
      handshake = try await withTaskCancellationHandler {
        try await GlobalExecutorHook.withMainActorResumption(isolation: isolation) {
          (wakeup: Wakeup) in
          attach(
            wakeup,
            to: sequence,
            resumesOnMainActor: GlobalExecutorHook.resumesOnMainActor(isolation)
          )
        }
      } onCancel: {
        cancel(sequence: sequence)
      }
    } catch {
      // Outside the harness, a hang this clock's watchdog ended is reported here, in the test's
      // own context, so that the test that awaited the sleeper fails.
      if scope == nil { settlingScope.reportDeferredFailures() }
      throw error
    }
    handshake?.resume()
  }

  /// Moves the clock forward, resuming every sleeper whose deadline it passes, in order.
  ///
  /// Sleepers that start sleeping while the advance runs, with deadlines inside the advanced span,
  /// resume in the same pass.
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration fails the test and moves nothing.
  ///   - fileID: The file a misuse failure points at; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line a misuse failure points at.
  ///   - column: The column a misuse failure points at.
  public func advance(
    by duration: Duration,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    guard duration >= .zero else {
      return reportMisuse(
        """
        Expected a duration of zero or more to advance the test clock by, but got \(duration).

        A test clock, like time, only moves forward.

        To fix, advance by a positive duration, or call clock.set(to:) to show an earlier date \
        as a wall clock set back by hand does.
        """,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    await advance(
      until: .instant(instant.clampedAdding(duration)),
      calledAs: "advance(by:)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Moves the clock to a date, resuming every sleeper due by then in deadline order.
  ///
  /// - Parameters:
  ///   - date: The new date; a date before `now` fails the test and moves nothing.
  ///   - fileID: The file a misuse failure points at; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line a misuse failure points at.
  ///   - column: The column a misuse failure points at.
  public func advance(
    to date: Date,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    let shown = state.withLock { $0.timeline.now }
    guard date.timeIntervalSinceReferenceDate.isFinite else {
      return reportMisuse(
        """
        Expected a date to advance the test clock to, but got one that is not a number or is \
        infinite.

        To fix, compute the date from the clock's now and a finite interval.
        """,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    guard date >= shown else {
      let renderer = journal?.renderer ?? TextRenderer()
      return reportMisuse(
        """
        Expected a date at or after now (\(renderer.render(shown))) to advance the test clock to, \
        but got \(renderer.render(date)).

        A test clock, like time, only moves forward.

        To fix, advance to a later date, or call clock.set(to:) to show an earlier date as a wall \
        clock set back by hand does.
        """,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    await advance(
      until: .date(date),
      calledAs: "advance(to:)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Moves the clock to `target`, resuming the sleepers due by then.
  ///
  /// - Parameters:
  ///   - target: Where to move.
  ///   - call: The public call, as the test wrote it, for failures about the work it woke.
  ///   - location: Where the test made the call.
  private func advance(
    until target: SleeperDeadline,
    calledAs call: String,
    at location: SourceCodeLocation
  ) async {
    reportSharedUse()
    settlingScope.beginClockCall()
    defer { settlingScope.endClockCall() }
    // Work already under way (a call that failed at once, say, and the retry it schedules) first
    // reaches its next wait, so that a sleep it is about to start counts in this advance.
    await settle(settlingScope)
    // Read apart: on the right of `&&`, an autoclosure, `#isolation` is always `nil`.
    let isolation = #isolation
    let settlesOnMainActor = GlobalExecutorHook.resumesOnMainActor(isolation)
    while let due = popSleeper(
      dueBy: target,
      settlingOnMainActor: settlesOnMainActor,
      wakingBy: call,
      at: location
    ) {
      if case .needsHandshake(let sequence) = due {
        await GlobalExecutorHook.withMainActorResumption { handshake in
          resume(sequence, handshake: handshake)
        }
      }
      await settle(settlingScope)
    }
    state.withLock { state in
      state.timeline.move(to: target.instant(on: state.timeline))
      if case .date(let date) = target { state.timeline.reach(date) }
    }
  }

  /// A sleeper an advance took from the queue.
  private enum DueSleeper {
    /// Already resumed, without a handshake: its resumption is queued on the main actor, and the
    /// main-actor advance settles next. The settling's first pass through the main queue is queued
    /// behind the sleeper, so it waits for the sleeper to run to its next suspension, as the
    /// handshake would, without the extra hop.
    case resumed
    /// To resume with a handshake.
    case needsHandshake(sequence: Int)
  }

  private func resume(_ sequence: Int, handshake: UnsafeContinuation<Void, Never>) {
    let wakeup = state.withLock { state -> Wakeup? in
      guard let attached = state.wakeups.removeValue(forKey: sequence) else {
        state.earlyOutcomes[sequence] = .resumed(handshake: handshake)
        return nil
      }
      return attached.wakeup
    }
    wakeup?.resume(returning: handshake)
  }

  /// Waits until the scope's work is still, as `HarnessScope.waitUntilStill()` defines it.
  ///
  /// The waiting must not pass through the scope's executor, or the clock's own hops would count
  /// as the code under test's work: a task that prefers that executor resumes there. A main-actor
  /// caller waits itself, since its resumptions are sent straight to the main actor (by the
  /// executor, or the hook), on the safe path too and whether or not another library replaced the
  /// hook while it waits; any other caller waits in a main-actor task of its own, without the
  /// preference.
  private func settle(_ scope: HarnessScope, isolation: isolated (any Actor)? = #isolation) async {
    if isolation === MainActor.shared {
      await scope.waitUntilStill()
      return
    }
    await GlobalExecutorHook.withMainActorResumption { (settled: UnsafeContinuation<Void, Never>) in
      Task { @MainActor in
        await scope.waitUntilStill()
        settled.resume()
      }
    }
  }

  /// Makes a serial dispatch queue for code that takes one for its completion handlers, whose
  /// blocks this clock's settling waits for as it waits for Swift work.
  ///
  /// `advance` returns once a handler the woken work sent to the queue has run, and what the
  /// handler started (a hop to the main queue, a task) has settled; so does the end of a
  /// `.harness` test. Only blocks sent with `async` count: `asyncAfter` waits on real time, which
  /// the clock does not move, so give such code this clock for its delays instead (a handler that
  /// records after the advance returned fails the test).
  ///
  /// ```swift
  /// let repository = LegacyTaskRepository(service: service, callbackQueue: clock.makeCallbackQueue())
  /// repository.load { tasks in view.show(tasks) }   // the handler runs on that queue
  /// await clock.advance(by: .seconds(10))             // …and has run when this returns
  /// ```
  ///
  /// - Parameter label: The queue's label, as debuggers show it.
  /// - Returns: The queue.
  public func makeCallbackQueue(label: String = "TestClock.callbacks") -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    settlingScope.watch(queue)
    return queue
  }

  /// Starts main-actor work that runs on while the test goes on, such as a screen's load that
  /// waits on this clock or on a held double, where ``advance(by:)`` and ``run()`` see it settle.
  ///
  /// A plain `Task {}` gives the child tasks of its work (a task group that races a call against
  /// a timeout) no executor preference, so they run on the global pool, out of the clock's sight.
  /// A task started here runs them on the harness's executor, as `async let` in the test would;
  /// a spec step, which cannot leave an `async let` running, starts its work this way, then lets
  /// it settle with ``run()``. Outside the harness it is a plain main-actor task.
  ///
  /// ```swift
  /// let load = clock.startTask { await view.load() }
  /// await clock.run()                      // the load waits on the service or the clock
  /// await clock.advance(by: .seconds(15))  // the call times out, and the retry waits
  /// ```
  ///
  /// - Parameter operation: The work.
  /// - Returns: The task, to await or cancel before the test ends.
  @discardableResult
  public func startTask(
    _ operation: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let executor: (any TaskExecutor)? = scope?.executor
    return Task(executorPreference: executor, operation: operation)
  }

  /// Resumes every sleeper due now, without moving the clock.
  ///
  /// It first lets the work under way settle, as an advance does, so it is also how a test waits
  /// for work it started to reach its next wait.
  ///
  /// - Parameters:
  ///   - fileID: The file a failure about the work it woke points at; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line such a failure points at.
  ///   - column: The column such a failure points at.
  public func run(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    await advance(
      until: .date(now),
      calledAs: "run()",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Sets the date without resuming anyone, for tests of time going backwards or jumping.
  ///
  /// It sets the date as a person sets a wall clock: sleepers until a date follow the new date
  /// (one now past is resumed by the next advance or ``run()``), while `sleep(for:)` keeps
  /// counting its duration from where it began.
  ///
  /// - Parameter date: The new date.
  public func set(to date: Date) {
    reportSharedUse()
    guard date.timeIntervalSinceReferenceDate.isFinite else {
      return HarnessFailure.report(
        """
        Expected a date to set the test clock to, but got one that is not a number or is \
        infinite; the clock keeps its date.

        To fix, compute the date from a finite interval.
        """,
        journal: journal,
        scope: scope
      )
    }
    state.withLock { state in
      state.timeline.set(to: date)
      let timeline = state.timeline
      state.queue.replaceAll(
        with: state.deadlines.map { $1.key(sequence: $0, on: timeline) }
      )
    }
  }

  /// Lets the sleepers waiting now outlive the test, which otherwise fails when it ends with a
  /// sleeper waiting on a clock made in its harness scope.
  ///
  /// For code under test that keeps a timer running on purpose, such as a refresh at midnight
  /// the test does not reach. Sleepers that start later are checked as usual.
  public func skipPendingSleepers() {
    state.withLock { $0.skippedSleepers.formUnion($0.deadlines.keys) }
  }

  /// Suspends until at least the given number of tasks are sleeping on this clock.
  ///
  /// - Parameter count: The number of sleepers to wait for.
  public func waitUntilSleeping(count: Int = 1) async {
    // A clock another test made is not this test's to wait on: nothing here would wake it.
    if reportSharedUse() { return }
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard state.deadlines.count < count else { return true }
        state.sleepingWaiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// Queues a sleeper, or returns `nil` when its deadline has already come.
  private func enqueue(_ deadline: SleeperDeadline) -> Int? {
    let (sequence, ready) = state.withLock { state -> (Int?, [CheckedContinuation<Void, Never>]) in
      let sequence = state.nextSequence
      let key = deadline.key(sequence: sequence, on: state.timeline)
      guard key.earliest > state.timeline.instant else { return (nil, []) }
      state.nextSequence += 1
      state.deadlines[sequence] = deadline
      state.queue.insert(key)
      let count = state.deadlines.count
      let ready = state.sleepingWaiters.filter { $0.count <= count }.map(\.continuation)
      state.sleepingWaiters.removeAll { $0.count <= count }
      return (sequence, ready)
    }
    for waiter in ready { waiter.resume() }
    if sequence != nil { settlingScope.noteEvent() }
    return sequence
  }

  /// Stores a sleeper's continuation, or resumes it at once if it was woken or cancelled first.
  private func attach(_ wakeup: Wakeup, to sequence: Int, resumesOnMainActor: Bool) {
    let early = state.withLock { state -> EarlyOutcome? in
      guard let outcome = state.earlyOutcomes.removeValue(forKey: sequence) else {
        state.wakeups[sequence] = (wakeup, resumesOnMainActor)
        return nil
      }
      return outcome
    }
    switch early {
    case .resumed(let handshake): wakeup.resume(returning: handshake)
    case .cancelled: wakeup.resume(throwing: CancellationError())
    case nil: break
    }
  }

  private func cancel(sequence: Int) {
    let wakeup = state.withLock { state -> Wakeup? in
      // A sleeper the advance already took is left to finish waking normally.
      guard state.deadlines.removeValue(forKey: sequence) != nil else { return nil }
      guard let attached = state.wakeups.removeValue(forKey: sequence) else {
        state.earlyOutcomes[sequence] = .cancelled
        return nil
      }
      return attached.wakeup
    }
    wakeup?.resume(throwing: CancellationError())
  }

  /// Takes the earliest live sleeper due by `target` from the queue, skipping cancelled ones, and
  /// resumes it at once when a main-actor advance settles it; under one lock, since a settling
  /// advance takes 10,000 sleepers one by one.
  ///
  /// The scope hears of the wake first, with the call that woke it (`call`, at `location`), since
  /// work coming back from a queue settling cannot see makes that call return too early.
  private func popSleeper(
    dueBy target: SleeperDeadline,
    settlingOnMainActor: Bool,
    wakingBy call: String,
    at location: SourceCodeLocation
  ) -> DueSleeper? {
    let (due, wakeup) = state.withLock { state -> (DueSleeper?, Wakeup?) in
      let limit = target.instant(on: state.timeline)
      // A date sleeper may wake a hair before the instant it names, so keys up to that hair past
      // the limit are looked at; those not yet due go back.
      var notYetDue: [SleeperQueue.Key] = []
      defer { for key in notYetDue { state.queue.insert(key) } }
      while let key = state.queue.first, key.deadline <= limit + Self.earlyWakeWindow {
        state.queue.removeFirst()
        guard state.deadlines[key.sequence] != nil else { continue }
        guard key.earliest <= limit else {
          notYetDue.append(key)
          continue
        }
        let deadline = state.deadlines.removeValue(forKey: key.sequence)
        state.timeline.move(to: min(key.deadline, limit))
        if case .date(let date) = deadline { state.timeline.reach(date) }
        guard settlingOnMainActor, let attached = state.wakeups[key.sequence],
          attached.resumesOnMainActor
        else { return (.needsHandshake(sequence: key.sequence), nil) }
        state.wakeups[key.sequence] = nil
        return (.resumed, attached.wakeup)
      }
      return (nil, nil)
    }
    // A sleeper woken is work going on: neither watchdog takes a long advance for a hang.
    if due != nil { settlingScope.noteWake(by: call, at: location) }
    wakeup?.resume(returning: nil)
    return due
  }

  /// How far before the instant a date names a sleeper until that date may wake: two units in
  /// the last place of a date until 2100, with room to spare.
  private static let earlyWakeWindow = Duration.microseconds(4)

  /// Fails the running test, once, if another test made this clock.
  ///
  /// - Returns: Whether another test made it: a wait on it would never end.
  @discardableResult
  func reportSharedUse() -> Bool {
    if let (other, message) = sharedUse.foreignUse() {
      HarnessFailure.report(message, scope: other)
    }
    return sharedUse.isForeign
  }

  /// Reports a misuse of the clock where the test sees it, at the call that misused it.
  private func reportMisuse(_ message: String, at location: SourceCodeLocation) {
    HarnessFailure.report(message, at: location, journal: journal, scope: scope)
  }
}

extension TestClock: HangSource {
  var pendingWaits: [String] {
    let (sleepers, waiters, timeline) = state.withLock { state in
      (
        state.deadlines.sorted { $0.key < $1.key }.map(\.value),
        state.sleepingWaiters.map(\.count),
        state.timeline
      )
    }
    let clock = "the test clock made at \(location.fileID):\(location.line)"
    let renderer = journal?.renderer ?? TextRenderer()
    return sleepers.map { deadline in
      let due = renderer.render(deadline.date(on: timeline))
      guard deadline.earliestInstant(on: timeline) > timeline.instant else {
        return "a task sleeping until \(due) on \(clock), a date set(to:) has passed, which "
          + "wakes on the next advance or run()"
      }
      return "a task sleeping until \(due) on \(clock), which nothing advanced"
    }
      + waiters.map { count in
        "waitUntilSleeping(count: \(count)) on \(clock), with \(sleepers.count) sleeping"
      }
  }

  func releaseWaits() {
    let (sleepers, waiters) = state.withLock { state in
      defer { state.sleepingWaiters = [] }
      return (Array(state.deadlines.keys), state.sleepingWaiters.map(\.continuation))
    }
    for sequence in sleepers { cancel(sequence: sequence) }
    for waiter in waiters { waiter.resume() }
  }
}

extension TestClock: EndOfScopeCheck {
  /// Reports the sleepers still waiting, other than those the test let outlive it.
  func checkAtEndOfScope() {
    let (waiting, timeline) = state.withLock { state in
      let waiting = state.deadlines.filter { !state.skippedSleepers.contains($0.key) }
      state.skippedSleepers.formUnion(waiting.keys)
      return (waiting.sorted { $0.key < $1.key }.map(\.value), state.timeline)
    }
    guard !waiting.isEmpty else { return }
    let renderer = journal?.renderer ?? TextRenderer()
    let lines = waiting.map { deadline in
      let due = deadline.instant(on: timeline) - timeline.instant
      return "  due at \(renderer.render(deadline.date(on: timeline))), \(due) from now"
    }
    HarnessFailure.report(
      """
      Expected no task to be sleeping on the test clock when the test ended, but \
      \(waiting.count) \(waiting.count == 1 ? "is" : "are"):

      \(lines.joined(separator: "\n"))

      The clock was made at \(location.fileID):\(location.line). A sleeper left waiting is work the \
      code under test started and never finished (a timeout that never fired, a retry never \
      made), so the test passed without seeing what it does.

      To fix, advance the clock past it (await clock.advance(by: …)), cancel the task that \
      sleeps before the test ends, or call clock.skipPendingSleepers() if it is meant to \
      outlive the test.
      """,
      scope: scope
    )
  }
}
