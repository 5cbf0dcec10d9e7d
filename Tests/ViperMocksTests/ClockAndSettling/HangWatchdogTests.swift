import Foundation
import Testing
import ViperTesting

/// A test that waits on the harness for ever fails within about a second, naming the wait, and
/// ends; a failure raised outside the test's tasks is reported at the test when it ends.
@MainActor
@Suite struct HangWatchdogTests {
  private let test = UserTest()
  private var failures: FailureLog { test.failures }
  private let testLocation = UserTest.location
  private let start = Date(timeIntervalSince1970: 1_400_673_600)

  private func runTest<Result: Sendable>(_ body: () async -> Result) async -> Result {
    await test.run(body)
  }

  @Test func `a test awaiting a sleeper nobody advances fails instead of hanging`() async {
    let outcome = await runTest {
      let clock = TestClock(now: start)
      do {
        try await clock.sleep(for: .seconds(15))
        return "woke"
      } catch {
        return "\(type(of: error))"
      }
    }

    #expect(outcome == "CancellationError")
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("sleeping until 2014-05-21T12:00:15Z") == true)
    #expect(failures.messages.first?.contains("advance the clock") == true)
    #expect(failures.locations == [testLocation])
  }

  @Test func `a test awaiting a held call nobody answers gets the placeholder and fails`() async {
    let answer = await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.suspends()
      let answer = await backend.fetch(id: 7)
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 7)"])
      return answer
    }

    #expect(answer == -1)
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("MockBackend.fetch(id:) held by suspends()") == true)
  }

  @Test func `waiting for more sleepers than will ever sleep fails instead of hanging`() async {
    await runTest {
      let clock = TestClock(now: start)
      let sleeper = Task { try await clock.sleep(for: .seconds(1)) }

      await clock.waitUntilSleeping(count: 2)

      sleeper.cancel()
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("waitUntilSleeping(count: 2)") == true)
  }

  @Test func `an unstubbed call from a detached task is reported at the test when it ends`() async {
    let scope = test.makeScope()
    await scope.run {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      await Task.detached { _ = await backend.fetch(id: 1) }.value
      let reportedDuringTest = failures.messages.count
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 1)"])

      #expect(reportedDuringTest == 0)
    }

    await scope.finish()

    #expect(failures.messages.first?.hasPrefix("Unimplemented: MockBackend.fetch(id:)") == true)
    #expect(failures.locations == [testLocation])
  }

  @Test func `a call made by a task the test did not await is caught when the test ends`() async {
    await runTest {
      let journal = Journal(reporter: failures.reporter)
      Task { @MainActor in journal.record("router", "close()") }
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("router.close()") == true)
  }
}
