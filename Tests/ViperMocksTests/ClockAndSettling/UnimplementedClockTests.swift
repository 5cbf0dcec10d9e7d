import Foundation
import Testing
import ViperTesting

@Suite struct UnimplementedClockTests {
  private let failures = FailureLog()

  @Test func `a sleep on either seam fails the test, naming the call`() async throws {
    let clock = UnimplementedClock(name: "search", journal: Journal(reporter: failures.reporter))

    try await clock.sleep(for: .seconds(1))
    try await clock.continuous.sleep(until: TimelineInstant(offset: .seconds(1)))

    #expect(failures.messages.count == 2)
    #expect(failures.messages.first?.hasPrefix("Unimplemented: search.sleep(for:)") == true)
    #expect(
      failures.messages.last?.hasPrefix("Unimplemented: search.sleep(until:tolerance:)") == true
    )
  }

  @Test func `a read of now fails the test and shows the date it was given`() {
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    let clock = UnimplementedClock(now: start, journal: Journal(reporter: failures.reporter))

    let now = clock.now

    #expect(now == start)
    #expect(
      failures.messages == failures.messages.filter { $0.hasPrefix("Unimplemented: clock.now") }
    )
    #expect(failures.messages.count == 1)
  }

  @Test func `a cancelled task's sleep fails the test and throws`() async {
    let clock = UnimplementedClock(journal: Journal(reporter: failures.reporter))
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    let result = await sleeper.result

    #expect(throws: CancellationError.self) { try result.get() }
    #expect(failures.messages.count == 1)
  }
}
