import Foundation
import ViperTesting
import XCTest

/// XCTest tests that must fail, each run in a process of its own by `RunnerReportingTests`.
///
/// That suite checks that each failed, and how. In the suite's own run each is skipped.
///
/// The file imports only XCTest and ViperTesting, as a team's XCTest target does: that it compiles
/// is part of the proof.
final class XCTestFailureFixtures: XCTestCase {
  /// Made as XCTest builds its suite, before any test runs, so that ViperSpec sees every test of
  /// this class start; never used, so never checked.
  private let madeBeforeAnyTest = Journal(exhaustive: false)

  func testWrongTranscript() throws {
    try runOnlyAsFixture()
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    expectTranscript(journal, #"view.show("expected")"#)
  }

  func testUnassertedEntry() throws {
    try runOnlyAsFixture()
    let journal = Journal()
    journal.record("view", "show(_:)", "never asserted")
  }

  func testUnstubbedCall() throws {
    try runOnlyAsFixture()
    let journal = Journal()
    let greeter = MockGreeting(journal: journal)
    _ = greeter.greeting(for: "frog")
    expectTranscript(journal, #"greeting.greeting(for: "frog")"#)
  }

  func testHarnessLeftoverSleeper() async throws {
    try runOnlyAsFixture()
    await withHarness {
      let clock = TestClock(now: Date(timeIntervalSince1970: 0))
      Task { try await clock.sleep(for: .seconds(5)) }
      await clock.waitUntilSleeping()
    }
  }

  func testPassesWithTheHarness() async throws {
    try runOnlyAsFixture()
    await withHarness {
      let journal = Journal()
      let clock = TestClock(now: Date(timeIntervalSince1970: 0))
      let sleeper = Task {
        try await clock.sleep(for: .seconds(5))
        journal.record("clock", "woke()")
      }
      await clock.advance(by: .seconds(5))
      try? await sleeper.value
      expectTranscript(journal, "clock.woke()")
    }
  }

  override class func tearDown() {
    if Self.fixture == "outsideAnyTest" {
      Journal().record("view", "show(_:)", "after every test")
    }
    super.tearDown()
  }

  func testOutsideAnyTest() throws {
    try runOnlyAsFixture()
  }

  private static var fixture: String? {
    ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"]
  }

  private func runOnlyAsFixture(_ function: String = #function) throws {
    let name = String(function.dropFirst("test".count).prefix { $0 != "(" })
    let wanted = name.prefix(1).lowercased() + name.dropFirst()
    try XCTSkipUnless(
      Self.fixture == wanted,
      "a fixture that must fail; RunnerReportingTests runs it"
    )
  }
}

/// XCTest tests whose first failure comes before ViperSpec has seen any XCTest test start.
final class XCTestFirstFailureFixtures: XCTestCase {
  func testWrongTranscriptFirst() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "wrongTranscriptFirst",
      "a fixture that must fail; RunnerReportingTests runs it"
    )
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    expectTranscript(journal, #"view.show("expected")"#)
  }
}

/// A greeter mock with nothing stubbed in the fixtures.
private final class MockGreeting: Mock, Sendable {
  let journal: Journal
  let greeting = Stub<String, Never>()

  init(journal: Journal) {
    self.journal = journal
  }

  func greeting(for name: String) -> String {
    greeting.answer(self, name, placeholder: "")
  }
}

/// A journal that outlives its test and is checked while the next test runs.
final class XCTestLateFailureFixtures: XCTestCase {
  nonisolated(unsafe) private static var keptAlive: Journal?

  func testALeavesAJournalBehind() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "late")
    let journal = Journal()
    journal.record("view", "show(_:)", "left behind")
    Self.keptAlive = journal
  }

  func testBIsNotBlamed() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "late")
    Self.keptAlive = nil
  }

  nonisolated(unsafe) private static var lateExpectation: (() -> Void)?

  func testCLeavesAnExpectationBehind() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "late")
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    Self.lateExpectation = { expectTranscript(journal, #"view.show("expected")"#) }
  }

  func testDIsNotBlamedEither() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "late")
    Self.lateExpectation?()
    Self.lateExpectation = nil
  }
}

/// A test clock outside `withHarness` whose sleeper nobody advances, made by the first test of
/// the process: its own watchdog ends the wait, and the failure lands on this test, not outside
/// any test, though the test's body runs off the main thread and ends at once after the wait.
final class XCTestClockOutsideHarnessFixtures: XCTestCase {
  func testSleeperNobodyAdvances() async throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "clockOutside")
    let clock = TestClock(now: Date(timeIntervalSince1970: 0))
    try? await clock.sleep(for: .seconds(2))
  }

  func testThatFollows() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "clockOutside")
  }
}

/// A journal kept in a stored property: XCTest keeps every test case object until the run ends,
/// so the journal is never freed while a test runs.
final class XCTestStoredJournalFixtures: XCTestCase {
  private let journal = Journal()

  func testRecordsIntoAStoredJournal() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "storedJournal")
    journal.record("view", "show(_:)", "never checked")
  }
}

/// Failures raised off the main thread: from an async test's body, and from journals freed on a
/// global queue just as their tests end, forty times in a row.
final class XCTestBackgroundFailureFixtures: XCTestCase {
  /// Made as XCTest builds its suite, so that ViperSpec sees every test of this class start.
  // Never used, so never checked.
  private let madeBeforeAnyTest = Journal(exhaustive: false)

  func testAsyncBodyFailsOffTheMainThread() async throws {
    try onlyAsFixture("asyncBody")
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    await Task.detached {}.value
    expectTranscript(journal, #"view.show("expected")"#)
  }

  func testRace00() throws { try freeJournalOnAGlobalQueue(number: 0) }
  func testRace01() throws { try freeJournalOnAGlobalQueue(number: 1) }
  func testRace02() throws { try freeJournalOnAGlobalQueue(number: 2) }
  func testRace03() throws { try freeJournalOnAGlobalQueue(number: 3) }
  func testRace04() throws { try freeJournalOnAGlobalQueue(number: 4) }
  func testRace05() throws { try freeJournalOnAGlobalQueue(number: 5) }
  func testRace06() throws { try freeJournalOnAGlobalQueue(number: 6) }
  func testRace07() throws { try freeJournalOnAGlobalQueue(number: 7) }
  func testRace08() throws { try freeJournalOnAGlobalQueue(number: 8) }
  func testRace09() throws { try freeJournalOnAGlobalQueue(number: 9) }
  func testRace10() throws { try freeJournalOnAGlobalQueue(number: 10) }
  func testRace11() throws { try freeJournalOnAGlobalQueue(number: 11) }
  func testRace12() throws { try freeJournalOnAGlobalQueue(number: 12) }
  func testRace13() throws { try freeJournalOnAGlobalQueue(number: 13) }
  func testRace14() throws { try freeJournalOnAGlobalQueue(number: 14) }
  func testRace15() throws { try freeJournalOnAGlobalQueue(number: 15) }
  func testRace16() throws { try freeJournalOnAGlobalQueue(number: 16) }
  func testRace17() throws { try freeJournalOnAGlobalQueue(number: 17) }
  func testRace18() throws { try freeJournalOnAGlobalQueue(number: 18) }
  func testRace19() throws { try freeJournalOnAGlobalQueue(number: 19) }
  func testRace20() throws { try freeJournalOnAGlobalQueue(number: 20) }
  func testRace21() throws { try freeJournalOnAGlobalQueue(number: 21) }
  func testRace22() throws { try freeJournalOnAGlobalQueue(number: 22) }
  func testRace23() throws { try freeJournalOnAGlobalQueue(number: 23) }
  func testRace24() throws { try freeJournalOnAGlobalQueue(number: 24) }
  func testRace25() throws { try freeJournalOnAGlobalQueue(number: 25) }
  func testRace26() throws { try freeJournalOnAGlobalQueue(number: 26) }
  func testRace27() throws { try freeJournalOnAGlobalQueue(number: 27) }
  func testRace28() throws { try freeJournalOnAGlobalQueue(number: 28) }
  func testRace29() throws { try freeJournalOnAGlobalQueue(number: 29) }
  func testRace30() throws { try freeJournalOnAGlobalQueue(number: 30) }
  func testRace31() throws { try freeJournalOnAGlobalQueue(number: 31) }
  func testRace32() throws { try freeJournalOnAGlobalQueue(number: 32) }
  func testRace33() throws { try freeJournalOnAGlobalQueue(number: 33) }
  func testRace34() throws { try freeJournalOnAGlobalQueue(number: 34) }
  func testRace35() throws { try freeJournalOnAGlobalQueue(number: 35) }
  func testRace36() throws { try freeJournalOnAGlobalQueue(number: 36) }
  func testRace37() throws { try freeJournalOnAGlobalQueue(number: 37) }
  func testRace38() throws { try freeJournalOnAGlobalQueue(number: 38) }
  func testRace39() throws { try freeJournalOnAGlobalQueue(number: 39) }

  /// Records one entry, then frees the journal on a global queue as the test ends: each of the
  /// forty tests races the end of its own test against the journal's check.
  private func freeJournalOnAGlobalQueue(number: Int) throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", number)
    DispatchQueue.global().async { _ = journal }
  }

  private func onlyAsFixture(_ name: String) throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == name)
  }
}

/// A journal freed on a global queue as the first test of a run ends, before ViperSpec has seen
/// any test start.
final class XCTestFirstBackgroundFailureFixtures: XCTestCase {
  func testFreesAJournalOnAGlobalQueue() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "firstRace")
    let journal = Journal()
    journal.record("view", "show(_:)", "first")
    DispatchQueue.global().async { _ = journal }
  }

  func testThatFollows() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "firstRace")
  }
}
