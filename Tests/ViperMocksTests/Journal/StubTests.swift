import Testing
import ViperTesting

@Suite struct StubTests {
  private enum LookupError: Error, Equatable {
    case offline
  }

  /// A mock in the shape "Using ViperSpec in your package" teaches: one stub and one forwarding
  /// method per call.
  private final class MockLookupService: Mock, Sendable {
    let journal: Journal
    let count = Stub<Int, LookupError>()
    let allStub = Stub<[Int], Never>()
    let forget = Stub<Void, LookupError>()

    init(journal: Journal) {
      self.journal = journal
    }

    func count(of word: String) throws(LookupError) -> Int {
      try count.answer(self, word, placeholder: -1)
    }

    func all() -> [Int] {
      allStub.answer(self)
    }

    func forget(_ word: String, everywhere: Bool) throws(LookupError) {
      try forget.answer(self, word, everywhere)
    }

    func close() {
      recordCall()
    }

    func lookUp(_ word: String) async throws(LookupError) -> Int {
      try await count.suspendingAnswer(self, word, placeholder: -1)
    }

    func refresh() async throws(LookupError) {
      try await forget.suspendingAnswer(self)
    }
  }

  private let failures = FailureLog()
  private let journal: Journal
  private let mock: MockLookupService

  init() {
    // Each test asserts the stub's answers; the tests about the journal read it themselves.
    journal = Journal(exhaustive: false, reporter: failures.reporter)
    mock = MockLookupService(journal: journal)
  }

  @Test func `returns the stubbed value on every call`() throws {
    mock.count.returns(3)

    let answers = try (0..<3).map { _ in try mock.count(of: "frog") }

    #expect(answers == [3, 3, 3])
    #expect(mock.count.callCount == 3)
    #expect(failures.messages.isEmpty)
  }

  @Test func `returns a sequence and repeats its last value`() {
    mock.count.returns(sequence: [1, 2])

    let answers = (0..<3).map { _ in try? mock.count(of: "frog") }

    #expect(answers == [1, 2, 2])
  }

  @Test func `throws the stubbed error`() {
    mock.count.fails(with: .offline)

    #expect(throws: LookupError.offline) { try mock.count(of: "frog") }
  }

  @Test func `mixes successes and failures in order`() throws {
    mock.count.answers([.failure(.offline), .success(5)])

    #expect(throws: LookupError.offline) { try mock.count(of: "frog") }
    #expect(try mock.count(of: "frog") == 5)
  }

  @Test func `journals each call under the subject its type names`() throws {
    mock.count.returns(1)
    mock.forget.returns(())

    _ = try mock.count(of: "frog")
    try mock.forget("frog", everywhere: true)
    mock.close()

    #expect(
      journal.entries.map(\.text) == [
        #"service.count(of: "frog")"#,
        #"service.forget("frog", everywhere: true)"#,
        "service.close()",
      ]
    )
  }

  @Test func `reports an unstubbed call with how to stub it, and returns the placeholder`() {
    let answer = try? mock.count(of: "frog")

    #expect(answer == -1)
    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.hasPrefix(
        "Unimplemented: MockLookupService.count(of:) was called, but no answer was stubbed."
      ) == true
    )
    #expect(
      failures.messages.first?.contains("mock.count.returns(…) or mock.count.fails(with: …)")
        == true
    )
  }

  @Test func `names the stub property in the hint when it differs from the method`() {
    #expect(mock.all() == [])

    #expect(
      failures.messages.first?.hasPrefix("Unimplemented: MockLookupService.all() was called")
        == true
    )
    #expect(failures.messages.first?.contains("mock.allStub.returns(…)") == true)
  }

  @Test func `an unstubbed method without a result still fails the test`() throws {
    try mock.forget("frog", everywhere: false)

    #expect(
      failures.messages.first?.hasPrefix(
        "Unimplemented: MockLookupService.forget(_:everywhere:) was called"
      ) == true
    )
  }

  @Test func `a subject can be named explicitly`() {
    final class MockAdapter: Mock {
      let journal: Journal
      var journalSubject: String { "backend" }
      init(journal: Journal) { self.journal = journal }
      func ping() { recordCall() }
    }

    MockAdapter(journal: journal).ping()

    #expect(journal.entries.map(\.text) == ["backend.ping()"])
  }

  @Test func `a suspending answer is immediate while nothing suspends`() async throws {
    mock.count.returns(7)

    #expect(try await mock.lookUp("frog") == 7)
    #expect(journal.entries.map(\.text) == [#"service.lookUp("frog")"#])
  }

  @Test func `holds suspended calls until the test resumes them, oldest first`() async throws {
    mock.count.suspends()

    async let first = mock.lookUp("frog")
    await mock.count.waitUntilSuspended()
    async let second = mock.lookUp("toad")
    await mock.count.waitUntilSuspended(count: 2)
    #expect(mock.count.suspendedCallCount == 2)
    #expect(journal.entries.count == 2)

    mock.count.resume(returning: 1)
    mock.count.resume(throwing: .offline)

    #expect(try await first == 1)
    do {
      _ = try await second
      Issue.record("The second call should have thrown.")
    } catch {
      #expect(error as? LookupError == .offline)
    }
    #expect(mock.count.suspendedCallCount == 0)
    #expect(failures.messages.isEmpty)
  }

  @Test func `a suspended call ignores cancellation and answers late, as a slow server does`()
    async throws
  {
    mock.count.suspends()
    let call = Task { try await mock.lookUp("frog") }
    await mock.count.waitUntilSuspended()

    call.cancel()
    mock.count.resume(returning: 9)

    #expect(try await call.value == 9)
  }

  @Test func `a call held until cancelled ends at once with the cancellation answer`() async {
    mock.count.suspends(whenCancelled: .offline)
    let call = Task { try await mock.lookUp("frog") }
    await mock.count.waitUntilSuspended()

    call.cancel()

    await #expect(throws: LookupError.offline) { try await call.value }
    #expect(mock.count.suspendedCallCount == 0)
  }

  @Test func `a call cancelled before it suspends ends as soon as it does`() async {
    mock.count.suspends(whenCancelled: .offline)
    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await mock.lookUp("frog")
    }

    await #expect(throws: LookupError.offline) { try await call.value }
    #expect(mock.count.suspendedCallCount == 0)
  }

  @Test func `calls held until cancelled still take the test's answers`() async throws {
    mock.count.suspends(whenCancelled: .offline)
    async let answer = mock.lookUp("frog")
    await mock.count.waitUntilSuspended()

    mock.count.resume(returning: 5)

    #expect(try await answer == 5)
  }

  @Test func `an answer given before the call arrives waits for it`() async throws {
    mock.count.suspends()
    mock.count.resume(returning: 4)

    #expect(try await mock.lookUp("frog") == 4)
    #expect(mock.count.suspendedCallCount == 0)
  }

  @Test func `stubbing an answer ends suspending for later calls`() async throws {
    mock.count.suspends()
    mock.count.returns(2)

    #expect(try await mock.lookUp("frog") == 2)
  }

  @Test func `a method without a result suspends too`() async throws {
    mock.forget.suspends()
    async let refreshed: Void = mock.refresh()
    await mock.forget.waitUntilSuspended()

    mock.forget.resume(returning: ())

    try await refreshed
    #expect(journal.entries.map(\.text) == ["service.refresh()"])
  }
}
