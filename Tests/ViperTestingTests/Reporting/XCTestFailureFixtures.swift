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
  private let madeBeforeAnyTest = Journal(exhaustive: false)

  func testAsyncBodyFailsOffTheMainThread() async throws {
    try onlyAsFixture("asyncBody")
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    await Task.detached {}.value
    expectTranscript(journal, #"view.show("expected")"#)
  }

  func testRace00() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 0)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace01() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 1)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace02() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 2)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace03() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 3)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace04() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 4)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace05() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 5)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace06() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 6)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace07() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 7)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace08() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 8)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace09() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 9)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace10() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 10)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace11() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 11)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace12() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 12)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace13() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 13)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace14() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 14)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace15() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 15)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace16() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 16)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace17() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 17)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace18() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 18)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace19() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 19)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace20() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 20)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace21() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 21)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace22() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 22)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace23() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 23)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace24() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 24)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace25() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 25)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace26() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 26)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace27() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 27)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace28() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 28)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace29() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 29)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace30() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 30)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace31() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 31)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace32() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 32)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace33() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 33)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace34() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 34)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace35() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 35)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace36() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 36)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace37() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 37)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace38() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 38)
    DispatchQueue.global().async { _ = journal }
  }

  func testRace39() throws {
    try onlyAsFixture("race")
    let journal = Journal()
    journal.record("view", "show(_:)", 39)
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
