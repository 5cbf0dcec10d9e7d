import Foundation
import Testing
import ViperTesting

/// `advance` returns only once the work it woke has settled, in every shape a presenter uses to
/// race a call against a timeout; each shape runs 200 times, because a race shows up only now
/// and then.
@MainActor
@Suite(.harness) struct TestClockSettlingTests {
  private static let repetitions = 200
  private let start = Date(timeIntervalSince1970: 1_400_673_600)

  @Test func `settles a task group whose timeout child wins`() async {
    await expectSettled(sleepers: 2, shows: #"view.show("timed out")"#) { presenter in
      await presenter.loginInTaskGroup()
    }
  }

  @Test func `settles async let and the actor call after it`() async {
    await expectSettled(sleepers: 1, shows: #"view.show("timed out (logged)")"#) { presenter in
      await presenter.loginWithAsyncLet()
    }
  }

  @Test func `settles a task that awaits the woken one`() async {
    await expectSettled(sleepers: 1, shows: #"view.show("timed out")"#) { presenter in
      await presenter.loginAwaitingATask()
    }
  }

  @Test func `settles a chain of awaits across actors`() async {
    await expectSettled(sleepers: 1, shows: #"view.show("answered (logged)")"#) { presenter in
      await presenter.loginThroughActors()
    }
  }

  @Test func `settles unstructured tasks the presenter starts on the main actor`() async {
    let shown = #"view.show("timed out")\#nview.enableRetry()"#
    await expectSettledInTheBackground(shows: shown) { presenter, _ in
      presenter.startLoginInTheBackground()
    }
  }

  @Test func `settles an unstructured task that awaits another through the pool`() async {
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#) { presenter, _ in
      presenter.startLoginAwaitingATaskInTheBackground()
    }
  }

  @Test func `settles a completion handler on the clock's callback queue`() async {
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#) { presenter, clock in
      presenter.startLoginRelayed(through: clock.makeCallbackQueue())
    }
  }

  @Test func `settles a handler on the callback queue that records inside another queue's sync`()
    async
  {
    let lock = DispatchQueue(label: "view state")
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#) { presenter, clock in
      presenter.startLoginRelayed(through: clock.makeCallbackQueue(), guardedBy: lock)
    }
  }

  @Test func `settles a handler on the callback queue that hops to the main queue`() async {
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#) { presenter, clock in
      presenter.startLoginRelayedToMain(through: clock.makeCallbackQueue(label: "login"))
    }
  }

  @Test func `settles a task resumed from a continuation on the clock's callback queue`() async {
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#) { presenter, clock in
      presenter.startLoginResumed(on: clock.makeCallbackQueue())
    }
  }

  /// Code awaiting an older callback API that calls back on a global queue settles.
  ///
  /// The task the continuation resumes is the test's own, and the advance passes through the
  /// global queues to wait for it. A callback held back by the machine's load after it started can still resume
  /// the task after that pass (about 1 run in 100 with both cores loaded, at most 7 of 200 seen,
  /// against about half of them without the pass): a few late runs are allowed, not many.
  @Test(arguments: [DispatchQoS.QoSClass.default, .userInitiated, .utility])
  func `settles a task resumed from a continuation on a global queue`(
    qos: DispatchQoS.QoSClass
  ) async {
    await expectSettledInTheBackground(shows: #"view.show("timed out")"#, allowingLate: 20) {
      presenter,
      _ in
      presenter.startLoginResumed(on: .global(qos: qos))
    }
  }

  @Test func `a handler on a global queue that the test awaits itself is no race`() async {
    let clock = TestClock(now: start)
    let view = Journal()
    await clock.advance(by: .seconds(1))
    await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        view.record("view", "show(_:)", "loaded")
        shown.resume()
      }
    }
    expectTranscript(view, #"view.show("loaded")"#)
  }

  /// A queue that only its own waiting block still holds is waited for; once nothing holds it,
  /// settling passes it one last time and stops waiting for it, so runs that each make one do
  /// not pile up.
  @Test func `a callback queue only its own waiting block holds is still waited for`() async {
    for run in 0..<50 {
      let clock = TestClock(now: start)
      let view = Journal()
      do {
        let queue = clock.makeCallbackQueue()
        queue.async { queue.async { view.record("view", "show(_:)", run) } }
      }
      await clock.advance(by: .seconds(1))
      expectTranscript(view, "view.show(\(run))")
    }
  }

  @Test func `a handler the test sends to the callback queue itself settles in run()`() async {
    let clock = TestClock(now: start)
    let view = Journal()
    let queue = clock.makeCallbackQueue()
    Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitUntilSleeping()
    await clock.advance(by: .seconds(1))
    queue.async { view.record("view", "show(_:)", "loaded") }
    await clock.run()
    expectTranscript(view, #"view.show("loaded")"#)
  }

  @Test func `settles a task group in work started with startTask`() async {
    var unsettled: [String] = []
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let view = Journal()
      let presenter = TimeoutPresenter(clock: clock, view: view)
      let login = clock.startTask { await presenter.loginInTaskGroup() }
      await clock.waitUntilSleeping(count: 2)

      let shown = await shownAfterTimeout(clock: clock, view: view)
      if shown != #"view.show("timed out")"# { unsettled.append(shown) }
      await login.value
    }
    #expect(unsettled == [])
  }

  @Test func `an advance first lets work under way reach the sleep it is about to start`() async {
    var missed = 0
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let retried = LockedState(false)
      async let retry: Void = {
        // A call failed at once; the retry waits a second, once this work reaches the clock.
        for _ in 0..<3 { await Task.yield() }
        try? await clock.sleep(for: .seconds(1))
        retried.withLock { $0 = true }
      }()

      await clock.advance(by: .seconds(1))

      if !retried.withLock({ $0 }) {
        missed += 1
        // Wake the late sleeper, wherever its deadline fell, so a miss fails instead of hanging.
        while !retried.withLock({ $0 }) {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      await retry
    }
    #expect(missed == 0)
  }

  /// Starts the presenter's work inside the test's task tree, advances past the timeout, and
  /// checks what the view shows at once, before anything else can run.
  private func expectSettled(
    sleepers: Int,
    shows expected: String,
    _ work: @escaping @MainActor (TimeoutPresenter) async -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var unsettled: [String] = []
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let view = Journal()
      let presenter = TimeoutPresenter(clock: clock, view: view)
      async let login: Void = work(presenter)
      await clock.waitUntilSleeping(count: sleepers)

      let shown = await shownAfterTimeout(clock: clock, view: view)
      if shown != expected { unsettled.append(shown) }
      await login
    }
    #expect(unsettled == [], sourceLocation: sourceLocation)
  }

  /// Advances past the timeout and returns what the view shows at once, before anything else
  /// can run, leaving no entry unasserted.
  private func shownAfterTimeout(clock: TestClock, view: Journal) async -> String {
    await clock.advance(by: .seconds(10))
    let shown = view.transcript
    // The caller compares what was shown; the entries are taken so none is left.
    view.skipUnassertedEntries()
    return shown
  }

  /// Lets the presenter start its work in unstructured tasks of its own, advances past the
  /// timeout, and checks what the view shows at once.
  private func expectSettledInTheBackground(
    shows expected: String,
    allowingLate allowed: Int = 0,
    _ startWork: @MainActor (TimeoutPresenter, TestClock) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var unsettled: [String] = []
    for _ in 0..<Self.repetitions {
      let clock = TestClock(now: start)
      let view = Journal()
      let presenter = TimeoutPresenter(clock: clock, view: view)
      startWork(presenter, clock)
      await clock.waitUntilSleeping()

      let shown = await shownAfterTimeout(clock: clock, view: view)
      if shown != expected { unsettled.append(shown) }
    }
    #expect(unsettled.count <= allowed, "\(unsettled)", sourceLocation: sourceLocation)
  }
}
