import Testing
import ViperTesting

@Suite struct StubTests {
  private enum LookupError: Error, Equatable {
    case offline
  }

  private let failures = FailureLog()
  private let journal: Journal

  init() {
    journal = Journal(
      exhaustive: false,
      reporter: failures.reporter
    )
  }

  @Test func `returns the stubbed value on every call`() {
    let stub = Stub<Int, LookupError>("MockLookup.count()", journal: journal)
    stub.returns(3)

    let answers = (0..<3).map { _ in stub.next(placeholder: .success(0)) }

    #expect(answers.map { try? $0.get() } == [3, 3, 3])
    #expect(stub.callCount == 3)
  }

  @Test func `returns a sequence and repeats its last value`() {
    let stub = Stub<Int, LookupError>("MockLookup.count()", journal: journal)
    stub.returns(sequence: [1, 2])

    let answers = (0..<3).map { _ in try? stub.next(placeholder: .success(0)).get() }

    #expect(answers == [1, 2, 2])
  }

  @Test func `throws the stubbed error`() {
    let stub = Stub<Int, LookupError>("MockLookup.count()", journal: journal)
    stub.fails(with: .offline)

    #expect(stub.next(placeholder: .success(0)) == .failure(.offline))
  }

  @Test func `mixes successes and failures in order`() {
    let stub = Stub<Int, LookupError>("MockLookup.count()", journal: journal)
    stub.answers([.failure(.offline), .success(5)])

    #expect(stub.next(placeholder: .success(0)) == .failure(.offline))
    #expect(stub.next(placeholder: .success(0)) == .success(5))
  }

  @Test func `reports an unstubbed call with how to stub it`() {
    let stub = Stub<Int, LookupError>("MockLookup.count(of:)", journal: journal)

    let answer = stub.next(placeholder: .success(-1))

    #expect(answer == .success(-1))
    let messages = failures.messages
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "Unimplemented: MockLookup.count(of:) was called, but no answer was stubbed."
      ) == true
    )
    #expect(messages.first?.contains("mock.count.returns(…) or mock.count.fails(with: …)") == true)
  }

  @Test func `names the stub property in the hint when it differs from the method`() {
    let stub = Stub<[Int], LookupError>(
      "MockLookup.all()",
      property: "allStub",
      journal: journal
    )

    _ = stub.next(placeholder: .success([]))

    #expect(
      failures.messages.first?.hasPrefix("Unimplemented: MockLookup.all() was called") == true
    )
    #expect(failures.messages.first?.contains("mock.allStub.returns(…)") == true)
  }
}
