import Foundation
import Testing
import ViperTesting

/// A test that leaves work undone fails when it ends, at the line that left it, with the fix; a
/// misuse of the harness fails the test instead of stopping the process.
@MainActor
@Suite struct EndOfScopeAccountingTests {
  private let test = UserTest()
  private var failures: FailureLog { test.failures }
  private let testLocation = UserTest.location
  private let start = Date(timeIntervalSince1970: 1_400_673_600)

  private func runTest<Result: Sendable>(_ body: () async -> Result) async -> Result {
    await test.run(body)
  }

  @Test func `a sleeper still waiting when the test ends fails it, naming the deadline`() async {
    let sleeper = await runTest {
      let clock = TestClock(now: start)
      let sleeper = Task { try await clock.sleep(for: .seconds(15)) }
      await clock.waitUntilSleeping()
      return sleeper
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("due at 2014-05-21T12:00:15Z") == true)
    #expect(failures.messages.first?.contains("clock.skipPendingSleepers()") == true)
    #expect(failures.locations == [testLocation])
    sleeper.cancel()
  }

  @Test func `a sleeper until a date is named by its own date`() async {
    let sleeper = await runTest {
      let clock = TestClock(now: start)
      await clock.advance(by: .milliseconds(300))
      let sleeper = Task { try await clock.sleep(until: start.addingTimeInterval(10)) }
      await clock.waitUntilSleeping()
      return sleeper
    }

    #expect(failures.messages.first?.contains("due at 2014-05-21T12:00:10Z") == true)
    sleeper.cancel()
  }

  @Test func `a sleeper for ever, on a clock that moved, is reported without a crash`() async {
    let sleeper = await runTest {
      let clock = TestClock(now: start)
      await clock.advance(by: .seconds(1))
      await clock.advance(by: .seconds(Int64.max))
      _ = clock.now
      let sleeper = Task { try await clock.continuous.sleep(for: .seconds(Int64.max)) }
      await clock.waitUntilSleeping()
      return sleeper
    }

    #expect(failures.messages.count == 1)
    sleeper.cancel()
  }

  @Test func `answers of a sequence replaced before a call took them fail the test`() async {
    let line = #line + 4
    await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.returns(sequence: [1, 2, 3])
      backend.fetchStub.returns(9)
      _ = await backend.fetch(id: 1)
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 1)"])
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("last 3 answers were replaced") == true)
    #expect(failures.locations.first??.line == line)
  }

  @Test func `a sleeper the test lets outlive it passes`() async {
    let sleeper = await runTest {
      let clock = TestClock(now: start)
      let sleeper = Task { try await clock.sleep(until: start.addingTimeInterval(60)) }
      await clock.waitUntilSleeping()
      clock.skipPendingSleepers()
      return sleeper
    }

    #expect(failures.messages.isEmpty)
    sleeper.cancel()
  }

  @Test func `a negative advance fails the test and moves nothing`() async {
    await runTest {
      let clock = TestClock(now: start)

      await clock.advance(by: .seconds(-1))

      #expect(clock.now == start)
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("but got -1.0 seconds") == true)
    #expect(failures.messages.first?.contains("clock.set(to:)") == true)
  }

  @Test func `a misused clock fails at the line that misused it`() async {
    let line = #line + 3
    await runTest {
      let clock = TestClock(now: start)
      await clock.advance(by: .seconds(-1))
    }

    #expect(failures.locations.map { $0?.line } == [line])
  }

  @Test func `repeated IDs fail at the line that made the store`() async {
    let line = #line + 2
    await runTest {
      _ = InMemoryDataStore([
        ContractRecord(id: "1", title: "a"), ContractRecord(id: "1", title: "b"),
      ])
    }

    #expect(failures.locations.first??.line == line)
  }

  @Test func `an unimplemented clock fails at the line that made it`() async {
    let line = #line + 2
    await runTest {
      let clock = UnimplementedClock(name: "about")
      _ = clock.now
    }

    #expect(failures.locations.first??.line == line)
  }

  @Test func `a held call never answered fails the test at the line that held it`() async {
    let line = #line + 4
    let call = await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.suspends()
      let call = Task { await backend.fetch(id: 7) }
      await backend.fetchStub.waitUntilSuspended()
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 7)"])
      return (backend, call)
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("MockBackend.fetch(id:)") == true)
    #expect(failures.messages.first?.contains("resume(returning:)") == true)
    #expect(failures.locations.first??.line == line)
    call.0.fetchStub.resume(returning: 0)
    _ = await call.1.value
  }

  @Test func `an answer no call took fails the test at the line that gave it`() async {
    let line = #line + 3
    await runTest {
      let backend = MockBackend(journal: Journal(reporter: failures.reporter))
      backend.fetchStub.resume(returning: 1)
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Expected a call to take the answer") == true)
    #expect(failures.locations.first??.line == line)
  }

  @Test func `a sequence not used up fails the test, not counting the repeating last answer`()
    async
  {
    await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.returns(sequence: [1, 2, 3])
      _ = await backend.fetch(id: 1)
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 1)"])
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("1 answer was never taken (after 1 call") == true)
  }

  @Test func `a sequence used up to its last answer passes`() async {
    await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.returns(sequence: [1, 2])
      backend.fetchStub.resume(returning: 9)
      backend.fetchStub.skipLeftovers()
      _ = await backend.fetch(id: 1)
      _ = await backend.fetch(id: 2)
      #expect(
        journal.takeEntryTexts() == [
          "backend.fetch(id: 1)", "backend.fetch(id: 2)",
        ]
      )
    }

    #expect(failures.messages.isEmpty)
  }

  @Test func `an empty sequence fails the test and keeps the stub as it was`() async {
    let answer = await runTest {
      let journal = Journal(reporter: failures.reporter)
      let backend = MockBackend(journal: journal)
      backend.fetchStub.returns(5)
      backend.fetchStub.returns(sequence: [])
      let answer = await backend.fetch(id: 1)
      #expect(journal.takeEntryTexts() == ["backend.fetch(id: 1)"])
      return answer
    }

    #expect(answer == 5)
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Expected at least one answer to stub") == true)
  }
}
