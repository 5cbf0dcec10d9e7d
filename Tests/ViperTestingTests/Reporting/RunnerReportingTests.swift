import Foundation
import Testing
import ViperTesting

@testable import ViperMocks
@testable import ViperTesting

/// Every failure reaches the runner that runs the test: checked in this process for Swift Testing,
/// and for XCTest by running the fixtures of `XCTestFailureFixtures` in processes of their own.
@Suite struct RunnerReportingTests {
  @Test func `the engine finds the runner bridge by name`() {
    #expect(TestRunner.bridge != nil)
  }

  @Test func `a failure inside a Swift Testing test is an issue at its location`() {
    let location = SourceCodeLocation(
      fileID: "M/F.swift",
      filePath: "/p/F.swift",
      line: 7,
      column: 3
    )
    withKnownIssue {
      FailureReporter.testRunner.report("the message", at: location)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["the message"] && issue.sourceLocation?.line == 7
        && issue.sourceLocation?.fileID == "M/F.swift"
    }
  }

  #if os(Linux)
  @Test(arguments: [
    (
      "wrongTranscript", "XCTestFailureFixtures/testWrongTranscript",
      "XCTestFailureFixtures.swift:20: error: XCTestFailureFixtures.testWrongTranscript : "
    ),
    (
      "unassertedEntry", "XCTestFailureFixtures/testUnassertedEntry",
      "XCTestFailureFixtures.swift:25: error: XCTestFailureFixtures.testUnassertedEntry : "
    ),
    (
      "unstubbedCall", "XCTestFailureFixtures/testUnstubbedCall",
      "error: XCTestFailureFixtures.testUnstubbedCall : Unimplemented:"
    ),
    (
      "harnessLeftoverSleeper", "XCTestFailureFixtures/testHarnessLeftoverSleeper",
      "error: XCTestFailureFixtures.testHarnessLeftoverSleeper : Expected no task to be sleeping"
    ),
    (
      "wrongTranscriptFirst", "XCTestFirstFailureFixtures/testWrongTranscriptFirst",
      "XCTestFailureFixtures.swift:95: error: XCTestFirstFailureFixtures.testWrongTranscriptFirst : failed - Expected the transcript to match"
    ),
    (
      "outsideAnyTest", "XCTestFailureFixtures/testOutsideAnyTest",
      "error: ViperSpec: failure outside any test: "
    ),
  ])
  func `an XCTest test fails where the kit says so`(
    fixture: String,
    test: String,
    expected: String
  ) async throws {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.\(test)"],
      fixture: fixture
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains(expected), "\(run.output)")
  }

  @Test func `a failure raised after its XCTest test ended fails no other test`() async throws {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestLateFailureFixtures"],
      fixture: "late"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("error: ViperSpec: failure outside any test: "), "\(run.output)")
    #expect(run.output.contains("XCTestLateFailureFixtures.testBIsNotBlamed' passed"))
    #expect(run.output.contains("XCTestLateFailureFixtures.testDIsNotBlamedEither' passed"))
    #expect(run.output.contains("Expected the transcript to match"), "\(run.output)")
  }

  @Test func `a journal still alive as the tests end is checked then`() async throws {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestStoredJournalFixtures"],
      fixture: "storedJournal"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("failure outside any test: "), "\(run.output)")
    #expect(run.output.contains("view.show(\"never checked\")"), "\(run.output)")
    #expect(run.output.contains("this journal is still alive"), "\(run.output)")
  }

  @Test func `a failure from an async test's body off the main thread fails that test`()
    async throws
  {
    let test = "XCTestBackgroundFailureFixtures.testAsyncBodyFailsOffTheMainThread"
    let run = try await FixtureProcess.run(
      arguments: [
        "ViperTestingTests.XCTestBackgroundFailureFixtures/testAsyncBodyFailsOffTheMainThread"
      ],
      fixture: "asyncBody"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("error: \(test) : "), "\(run.output)")
    #expect(run.output.contains("Expected the transcript to match"), "\(run.output)")
  }

  @Test func `failures from other threads as tests end never crash XCTest or blame another test`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestBackgroundFailureFixtures"],
      fixture: "race"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(!run.output.contains("Fatal error"), "\(run.output)")
    #expect(run.output.contains("Executed 41 tests"), "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated()
    where line.contains("XCTestBackgroundFailureFixtures.testRace") && line.contains(" error: ") {
      let test = line.components(separatedBy: "testRace").last?.prefix(2) ?? ""
      let entry = lines.dropFirst(index + 1).first { $0.contains("view.show(") } ?? ""
      #expect(entry.contains("view.show(\(Int(test) ?? -1))"), "\(line) \(entry)")
    }
  }

  @Test func `a failure from another thread in the first test never crashes or blames the next`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestFirstBackgroundFailureFixtures"],
      fixture: "firstRace"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(!run.output.contains("Fatal error"), "\(run.output)")
    #expect(run.output.contains("testThatFollows' passed"), "\(run.output)")
    #expect(run.output.contains(#"view.show("first")"#), "\(run.output)")
  }

  @Test func `an XCTest test with nothing left over passes under the harness`() async throws {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestFailureFixtures/testPassesWithTheHarness"],
      fixture: "passesWithTheHarness"
    )

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
  }

  @Test func `a failure from a task outside any Swift Testing test fails the run`() async throws {
    let run = try await FixtureProcess.run(
      arguments: ["--testing-library", "swift-testing", "--filter", "detachedReportFixture"],
      fixture: "detachedReport"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("error: ViperSpec: failure outside any test: from a detached task"))
  }

  @Test func `a hang of a clock outside withHarness fails the XCTest test that waited`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestClockOutsideHarnessFixtures"],
      fixture: "clockOutside"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(
      run.output.contains("XCTestClockOutsideHarnessFixtures.testSleeperNobodyAdvances : "),
      "\(run.output)"
    )
    #expect(run.output.contains("stood still"), "\(run.output)")
    #expect(!run.output.contains("failure outside any test"), "\(run.output)")
    #expect(run.output.contains("testThatFollows' passed"), "\(run.output)")
  }

  @Test func `a journal a Swift Testing test leaves in a reference cycle is checked at exit`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: ["--testing-library", "swift-testing", "--filter", "cycleJournalFixture"],
      fixture: "cycleJournal"
    )

    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("cycle.leaked()"), "\(run.output)")
    #expect(run.output.contains("this journal is still alive"), "\(run.output)")
  }
  #endif

  /// Holds itself, so its journal is never freed.
  private final class Cycle: Sendable {
    let journal = Journal()
    nonisolated(unsafe) var me: Cycle?
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "cycleJournal"))
  func cycleJournalFixture() {
    let cycle = Cycle()
    cycle.me = cycle
    cycle.journal.record("cycle", "leaked()")
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "detachedReport"))
  func detachedReportFixture() async {
    await Task.detached { FailureReporter.testRunner.report("from a detached task") }.value
  }
}

@Suite struct InternedStaticStringTests {
  @Test(arguments: ["/work/Tests/A.swift", "", "/chemin/déjà/vu.swift"])
  func `reads back as the path it was made from`(path: String) throws {
    let value = try #require(InternedStaticString.make(path))

    #expect(String(describing: value) == path)
    #expect(value.utf8CodeUnitCount == path.utf8.count)
  }

  @Test func `keeps one copy per path`() throws {
    let first = try #require(InternedStaticString.make("/p/Same.swift"))
    let second = try #require(InternedStaticString.make("/p/Same.swift"))

    #expect(first.utf8Start == second.utf8Start)
  }
}
