public import Foundation
public import ViperCore
import ViperRuntime

/// A clock whose date moves only when a test sets or advances it.
///
/// ```swift
/// let clock = TestClock(now: Date(timeIntervalSince1970: 1_795_391_940))  // 2026-11-22 23:59 UTC
/// async let refresh: Void = presenter.keepFresh()
/// await clock.waitUntilSleeping()
/// await clock.advance(by: .seconds(60))  // midnight: the presenter regroups, then we continue
/// expectTranscript(journal, "view.show(day: 2026-11-23T00:00:00Z)")
/// ```
///
/// Give production code the clock as a `DateClock`, or its ``continuous`` view where it takes a
/// Swift `Clock<Duration>`: one timeline, so one advance wakes both kinds of sleeper.
///
/// - **Settled advances.** Sleepers resume in deadline order, ties in the order they began. Under
///   the harness an advance returns once the work it woke has settled: every task of the test's
///   tree has run until it waits again or ends. <doc:Settling> states the invariant, its
///   constants and the shapes it does not cover.
/// - **Exact time.** The clock counts a `Duration` from its start, so advances that add up to a
///   span reach it (ten advances of 300 ms wake a 3-second sleeper); ``set(to:)`` moves the date
///   as a person sets a wall clock: date deadlines follow it, durations do not.
/// - **Nothing left behind.** Inside the harness a sleeper still waiting when the test ends fails
///   it, naming its deadline (``skipPendingSleepers()`` says it is on purpose); a test that
///   stands still while a sleeper waits fails as hung, and the sleeper throws
///   `CancellationError`. Misuse, such as a negative advance, fails the test and leaves the
///   clock as it was.
///
/// A deadline at or before `now` returns at once, as the standard library's task sleep does; a
/// cancelled sleeper throws `CancellationError` and leaves the queue. <doc:TimeAndClocks> shows
/// the clock in a presenter test beside ``ImmediateClock`` and ``UnimplementedClock``.
public final class TestClock: DateClock {
  /// The continuation a sleeper waits on; it receives the advance's handshake continuation.
  ///
  /// Each is resumed exactly once: whoever resumes it first removes it from the state under the
  /// lock, which is what makes the unchecked (and cheaper) continuations safe.
  typealias Wakeup = UnsafeContinuation<UnsafeContinuation<Void, Never>?, any Error>

  /// What happened to a sleeper before its continuation was attached.
  enum EarlyOutcome {
    case resumed(handshake: UnsafeContinuation<Void, Never>)
    case cancelled
  }

  struct State {
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

  let state: LockedState<State>
  let journal: Journal?
  /// The harness scope the clock was made in, which checks it when the test ends.
  let scope: HarnessScope?
  /// The scope whose work `advance` waits to settle: the harness scope, or, for a clock made
  /// outside one, a scope of the clock's own, which sees the pool, the main actor and the
  /// clock's sleeps but no executor of the test's.
  let settlingScope: HarnessScope
  /// For a clock made outside the harness: turns a test that awaits a sleeper nobody advances
  /// into a failure, as the harness's own watchdog does.
  private let ownWatch: OwnHangWatch?
  /// Where the clock was made, for the failure that reports sleepers left waiting.
  let location: SourceCodeLocation
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
      ownWatch = nil
      scope.register(self)
    } else {
      let watch = OwnHangWatch(at: location)
      settlingScope = watch.scope
      ownWatch = watch
      watch.watch(self)
    }
  }

  deinit {
    // A hang the watchdog ended is reported now, from the test that drops the clock.
    ownWatch?.end()
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

  /// A sleeper an advance took from the queue.
  enum DueSleeper {
    /// Already resumed, without a handshake: its resumption is queued on the main actor, and the
    /// main-actor advance settles next. The settling's first pass through the main queue is queued
    /// behind the sleeper, so it waits for the sleeper to run to its next suspension, as the
    /// handshake would, without the extra hop.
    case resumed
    /// To resume with a handshake.
    case needsHandshake(sequence: Int)
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
  /// It sets the date as a person sets a wall clock: sleepers until a date follow the new date (one
  /// now past is resumed by the next advance or ``run(fileID:filePath:line:column:)``), while
  /// `sleep(for:)` keeps counting its duration from where it began.
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

  /// How far before the instant a date names a sleeper until that date may wake: two units in
  /// the last place of a date until 2100, with room to spare.
  static let earlyWakeWindow = Duration.microseconds(4)

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
