import Foundation
import Testing
import ViperTesting

/// For each promise of the "Nothing passes silently" article (ViperTesting.docc), a test written
/// the way a tired user writes it, run through the real `.harness` trait: it must fail with a
/// message that says what to do, and it must end.
@Suite struct NothingPassesSilentlyTests {
  private static let start = Date(timeIntervalSince1970: 1_400_673_600)

  /// Runs `body` as a `.harness` test would run, and expects it to fail with a message holding
  /// every one of `phrases`, at `line` when one is given.
  private func expectHarnessedTestFails(
    saying phrases: String...,
    under harness: HarnessTrait = .harness,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) async throws {
    try await expectHarnessedTestFails(
      saying: phrases,
      atLine: { nil },
      under: harness,
      sourceLocation: sourceLocation,
      body
    )
  }

  /// The same, where the failure must also point at the line `line` gives once the test ran.
  private func expectHarnessedTestFails(
    saying phrases: [String],
    atLine line: @escaping @Sendable () -> Int?,
    under harness: HarnessTrait = .harness,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) async throws {
    let test = try #require(Test.current)
    try await withKnownIssue(sourceLocation: sourceLocation) {
      try await harness.provideScope(for: test, testCase: Test.Case.current) {
        try await body()
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      let isAtLine = line().map { issue.sourceLocation?.line == $0 } ?? true
      return phrases.allSatisfy(text.contains) && isAtLine
    }
  }

  @Test func `a transcript that differs fails`() async throws {
    try await expectHarnessedTestFails(saying: "differs", "-view.show(\"expected\")") {
      let journal = Journal()
      journal.record("view", "show(_:)", "actual")
      expectTranscript(journal, #"view.show("expected")"#)
    }
  }

  @Test func `an entry nobody asserted fails`() async throws {
    try await expectHarnessedTestFails(saying: "router.close()", "skipUnassertedEntries") {
      let journal = Journal()
      journal.record("router", "close()")
    }
  }

  @Test func `a call recorded after the last expectation by a task nobody awaited fails`()
    async throws
  {
    try await expectHarnessedTestFails(saying: "router.close()") {
      let journal = Journal()
      expectTranscript(journal, "")
      Task { @MainActor in journal.record("router", "close()") }
    }
  }

  @Test func `an unstubbed call from a detached task fails the test that made the mock`()
    async throws
  {
    try await expectHarnessedTestFails(saying: "Unimplemented: MockGreeter.greet(name:)") {
      // The failure this test expects is its subject, not the calls journaled.
      let greeter = MockGreeter(journal: Journal(exhaustive: false))
      await Task.detached { _ = await greeter.greet(name: "Frog") }.value
    }
  }

  @Test func `a sleeper left waiting fails`() async throws {
    let leftBehind = LockedState<Task<Void, any Error>?>(nil)
    try await expectHarnessedTestFails(saying: "2014-05-21T12:00:30Z", "skipPendingSleepers") {
      let clock = TestClock(now: Self.start)
      let sleeper = Task { try await clock.sleep(for: .seconds(30)) }
      await clock.waitUntilSleeping()
      leftBehind.withLock { $0 = sleeper }
    }
    leftBehind.withLock { $0?.cancel() }
  }

  @Test func `a held call never answered fails`() async throws {
    let leftBehind = LockedState<MockGreeter?>(nil)
    try await expectHarnessedTestFails(saying: "MockGreeter.greet(name:)", "resume(returning:)") {
      // The failure this test expects is its subject, not the calls journaled.
      let greeter = MockGreeter(journal: Journal(exhaustive: false))
      greeter.greet.suspends()
      Task { _ = await greeter.greet(name: "Frog") }
      await greeter.greet.waitUntilSuspended()
      leftBehind.withLock { $0 = greeter }
    }
    leftBehind.withLock { $0?.greet.resume(returning: "Hello") }
  }

  @Test func `an answer no call took fails`() async throws {
    try await expectHarnessedTestFails(saying: "Expected a call to take the answer") {
      let greeter = MockGreeter(journal: Journal())
      greeter.greet.resume(returning: "Hello")
    }
  }

  @Test func `a sequence with answers never reached fails`() async throws {
    try await expectHarnessedTestFails(saying: "2 answers were never taken") {
      // The failure this test expects is its subject, not the calls journaled.
      let greeter = MockGreeter(journal: Journal(exhaustive: false))
      greeter.greet.returns(sequence: ["a", "b", "c"])
    }
  }

  @Test func `awaiting a sleeper nobody advances fails and ends`() async throws {
    try await expectHarnessedTestFails(
      saying: "stood still",
      "sleeping until",
      under: .harness(hangAfter: .milliseconds(300))
    ) {
      let clock = TestClock(now: Self.start)
      try? await clock.sleep(for: .seconds(3))
    }
  }

  @Test func `awaiting a held call nobody answers fails and ends`() async throws {
    try await expectHarnessedTestFails(
      saying: "stood still",
      "MockGreeter.greet(name:)",
      under: .harness(hangAfter: .milliseconds(300))
    ) {
      // The failure this test expects is its subject, not the calls journaled.
      let greeter = MockGreeter(journal: Journal(exhaustive: false))
      greeter.greet.suspends()
      _ = await greeter.greet(name: "Frog")
    }
  }

  @Test func `a handler on a queue the harness cannot watch fails at the advance it outran`()
    async throws
  {
    try await expectLateWorkFails(
      saying: "from a Dispatch queue or thread the harness cannot watch",
      "makeCallbackQueue"
    ) { _, record in
      DispatchQueue.global().async { record() }
    }
  }

  @Test func `a handler on the callback queue after the advance returned fails at the advance`()
    async throws
  {
    try await expectLateWorkFails(saying: "on the clock's callback queue", "asyncAfter") {
      callbackQueue,
      record in
      // As asyncAfter does, the handler reaches the queue after the advance has returned.
      callbackQueue.async { record() }
    }
  }

  @Test func `a task started from a Dispatch queue after the advance returned fails at it`()
    async throws
  {
    try await expectLateWorkFails(
      saying: "from a task outside the test's task tree",
      "Task.detached"
    ) { _, record in
      DispatchQueue.global().async { Task { record() } }
    }
  }

  /// Runs a harnessed test whose presenter, woken by an advance, sends its outcome on through
  /// `sendOn` only once the advance has returned (as a late Dispatch callback does, by luck,
  /// in some runs), and expects it to fail at the advance, saying `phrases`.
  private func expectLateWorkFails(
    saying phrases: String...,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ sendOn:
      @escaping @Sendable (
        _ callbackQueue: DispatchQueue, _ record: @escaping @Sendable () -> Void
      ) -> Void
  ) async throws {
    let advanceLine = LockedState<Int?>(nil)
    let body: @MainActor @Sendable () async throws -> Void = {
      let clock = TestClock(now: Self.start)
      let callbackQueue = clock.makeCallbackQueue()
      let journal = Journal()
      let advanced = DispatchSemaphore(value: 0)
      let (handled, handlerRan) = AsyncStream<Void>.makeStream()
      Task {
        try await clock.sleep(for: .seconds(10))
        DispatchQueue.global().async {
          advanced.wait()
          sendOn(callbackQueue) {
            journal.record("view", "show(_:)", "timed out")
            handlerRan.yield()
          }
        }
      }
      await clock.waitUntilSleeping()
      advanceLine.withLock { $0 = #line + 1 }
      await clock.advance(by: .seconds(10))
      advanced.signal()
      for await _ in handled { break }
      expectTranscript(journal, #"view.show("timed out")"#)
    }
    try await expectHarnessedTestFails(
      saying: phrases,
      atLine: { advanceLine.withLock { $0 } },
      sourceLocation: sourceLocation,
      body
    )
  }

  @Test func `a journal made outside the test and used in it fails the test`() async throws {
    // Its sharing is the subject; what it holds is not.
    let shared = Journal(exhaustive: false)

    try await expectHarnessedTestFails(saying: "made outside any test", "inside the test") {
      shared.record("view", "render(_:)", "Loading")
    }
  }

  @Test func `a test clock made outside the test and only read in it fails the test`()
    async throws
  {
    let shared = TestClock(now: Self.start)

    try await expectHarnessedTestFails(saying: "made outside any test", "this test clock") {
      _ = shared.now
    }
  }

  @Test func `a test clock made by one test and used by another fails the second`() async throws {
    let test = try #require(Test.current)
    let made = LockedState<TestClock?>(nil)
    try await HarnessTrait.harness.provideScope(for: test, testCase: Test.Case.current) {
      made.withLock { $0 = TestClock(now: Self.start) }
    }
    let clock = try #require(made.withLock { $0 })

    try await expectHarnessedTestFails(saying: "this test clock", "made in the test at") {
      await clock.advance(by: .seconds(1))
    }
  }

  @Test func `a sleep on a test clock made outside the test fails and ends at once`()
    async throws
  {
    let shared = TestClock(now: Self.start)

    try await expectHarnessedTestFails(saying: "made outside any test", "this test clock") {
      await #expect(throws: CancellationError.self) {
        try await shared.sleep(for: .seconds(1))
      }
    }
  }

  @Test func `every wait on a shared test clock fails and ends at once`() async throws {
    let shared = TestClock(now: Self.start)

    try await expectHarnessedTestFails(saying: "made outside any test", "this test clock") {
      await #expect(throws: CancellationError.self) {
        try await shared.continuous.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) {
        let deadline = shared.continuous.now.advanced(by: .seconds(1))
        try await shared.continuous.sleep(until: deadline, tolerance: .seconds(1))
      }
      await shared.waitUntilSleeping()
    }
  }

  @Test func `reading a shared test clock through its Clock view fails the test`() async throws {
    let shared = TestClock(now: Self.start)

    try await expectHarnessedTestFails(saying: "made outside any test", "this test clock") {
      _ = shared.continuous.now
    }
  }

  @Test func `durations too long to add stop at the longest, never the process`() async throws {
    let clock = TestClock(now: Self.start)
    let forever = Duration.seconds(Int64.max)

    await clock.advance(by: forever * 18)
    await clock.advance(by: forever)
    try await ImmediateClock(now: Self.start).continuous.sleep(for: forever * 4)

    #expect(clock.continuous.now.offset == .longest)
    #expect(clock.continuous.now.advanced(by: forever).offset == .longest)
  }

  @Test func `a date that is not a number fails and moves nothing`() async throws {
    try await expectHarnessedTestFails(saying: "not a number or is infinite") {
      // The misuse's failure is the subject, not what the clock journals.
      let clock = TestClock(now: Self.start, journal: Journal(exhaustive: false))
      await clock.advance(to: Date(timeIntervalSinceReferenceDate: .nan))
      clock.set(to: Date(timeIntervalSinceReferenceDate: .infinity))
      #expect(clock.now == Self.start)
    }
  }

  @Test func `advancing to a date before now fails and moves nothing`() async throws {
    try await expectHarnessedTestFails(saying: "Expected a date at or after now", "set(to:)") {
      // The misuse's failure is the subject, not what the clock journals.
      let clock = TestClock(now: Self.start, journal: Journal(exhaustive: false))
      await clock.advance(to: Self.start.addingTimeInterval(-1))
      #expect(clock.now == Self.start)
    }
  }

  @Test func `awaiting a sleeper whose date set(to:) passed names run() as the fix`() async throws {
    try await expectHarnessedTestFails(
      saying: "set(to:) has passed",
      "run()",
      under: .harness(hangAfter: .milliseconds(300))
    ) {
      let clock = TestClock(now: Self.start)
      let sleeper = Task { try await clock.sleep(until: Self.start.addingTimeInterval(10)) }
      await clock.waitUntilSleeping()
      clock.set(to: Self.start.addingTimeInterval(20))
      _ = try? await sleeper.value
    }
  }

  @Test(arguments: [Duration.zero, .seconds(-5), .milliseconds(1)])
  func `a hang span too short to tell a pause from a hang counts as 100 ms`(span: Duration) {
    #expect(HarnessTrait.harness(hangAfter: span).hangSpan == .milliseconds(100))
  }

  @Test func `a test stands still for a second before it fails as hung`() {
    #expect(HarnessTrait.harness.hangSpan == .seconds(1))
  }

  @Test func `a negative advance fails without stopping the process`() async throws {
    try await expectHarnessedTestFails(saying: "-1.0 seconds", "clock.set(to:)") {
      // The misuse's failure is the subject, not what the clock journals.
      let clock = TestClock(now: Self.start, journal: Journal(exhaustive: false))
      await clock.advance(by: .seconds(-1))
    }
  }
}

/// A greeter whose one method suspends when told to.
private final class MockGreeter: Mock, Sendable {
  let journal: Journal
  let greet = Stub<String, Never>()

  init(journal: Journal) {
    self.journal = journal
  }

  func greet(name: String) async -> String {
    await greet.suspendingAnswer(self, name, placeholder: "")
  }
}
