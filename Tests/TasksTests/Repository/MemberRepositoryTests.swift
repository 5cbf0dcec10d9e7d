import Foundation
import Tasks
import TasksMocks
import Testing
import ViperTesting

@Suite(.harness) struct MemberRepositoryTests {
  private let journal = Journal()
  private let remote: MockTaskRemoteService
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  private let repository: MemberRepository
  private let ana = Member(id: "ana", name: "Ana")

  init() {
    remote = MockTaskRemoteService(journal: journal)
    repository = MemberRepository(remote: remote, clock: clock)
  }

  @Test func `the members come from the service, in its order`() async throws {
    let ben = Member(id: "ben", name: "Ben")
    remote.fetchMembersStub.returns([ben, ana])

    #expect(try await repository.members() == [ben, ana])
    expectTranscript(journal, "service.fetchMembers()")
  }

  @Test func `a service silent for 15 seconds times out, and is not asked again`() async throws {
    remote.fetchMembersStub.suspends(whenCancelled: .unavailable(reason: "cancelled"))

    async let members = repository.members()
    await remote.fetchMembersStub.waitUntilSuspended()
    await clock.advance(by: .milliseconds(14_999))
    #expect(remote.fetchMembersStub.suspendedCallCount == 1)
    await clock.advance(by: .milliseconds(1))

    let outcome: Result<[Member], any Error>
    do { outcome = .success(try await members) } catch { outcome = .failure(error) }
    #expect(throws: TaskRepositoryError.timedOut) { try outcome.get() }
    await clock.run()
    expectTranscript(journal, "service.fetchMembers()")
  }

  @Test func `a refusal is passed on as it is`() async {
    remote.fetchMembersStub.fails(with: .refused(reason: "not a member of the team"))

    await #expect(throws: TaskRepositoryError.refused(reason: "not a member of the team")) {
      try await repository.members()
    }
    expectTranscript(journal, "service.fetchMembers()")
  }
}
