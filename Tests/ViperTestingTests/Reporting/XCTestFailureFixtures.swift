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
private final class MockGreeting: Mock {
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
