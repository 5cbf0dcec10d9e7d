import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@Suite(.harness) struct LoginInteractorTests {
  private let journal = Journal()
  private let service: MockAuthenticationService
  private let sessions = InMemoryDataStore<Session>()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_000))
  private let interactor: LoginInteractor

  init() {
    service = MockAuthenticationService(journal: journal)
    interactor = LoginInteractor(service: service, sessions: sessions, clock: clock)
  }

  @Test func `stores the session, stamped with the clock's time, for the trimmed account`()
    async throws
  {
    service.authenticate.returns(())

    let session = try await interactor.logIn(account: " frog@example.com ", password: "ribbit")

    #expect(session == Session(id: "frog@example.com", loggedInAt: clock.now))
    #expect(sessions.contents == [session])
    expectTranscript(
      journal,
      #"service.authenticate(account: "frog@example.com", password: "ribbit")"#
    )
  }

  @Test func `a new login replaces the stored session of another account`() async throws {
    try await sessions.insert(Session(id: "toad@example.com", loggedInAt: .distantPast))
    service.authenticate.returns(())

    let session = try await interactor.logIn(account: "frog@example.com", password: "ribbit")

    #expect(sessions.contents == [session])
    expectTranscript(
      journal,
      #"""
      service.authenticate(account: "frog@example.com", password: "ribbit")
      """#
    )
  }

  @Test(arguments: [
    ("", "ribbit", LoginError.blankAccount),
    ("   ", "ribbit", .blankAccount),
    ("frog", "ribbit", .malformedAccount),
    ("frog@pond", "ribbit", .malformedAccount),
    ("frog @example.com", "ribbit", .malformedAccount),
    ("@example.com", "ribbit", .malformedAccount),
    ("frog@example.com", "", .blankPassword),
  ])
  func `refuses bad input before asking the service`(
    account: String,
    password: String,
    error: LoginError
  ) async {
    #expect(throws: error) { try interactor.validate(account: account, password: password) }
    await #expect(throws: error) {
      try await interactor.logIn(account: account, password: password)
    }
    #expect(sessions.contents.isEmpty)
  }

  @Test func `accepts a well-formed account and any non-empty password`() throws {
    try interactor.validate(account: "frog@example.com", password: " ")
  }

  @Test(arguments: [
    (AuthenticationError.wrongCredentials, LoginError.wrongCredentials),
    (.unavailable(reason: "502 Bad Gateway"), .serviceUnavailable),
  ])
  func `says why the service refused, and stores nothing`(
    refusal: AuthenticationError,
    error: LoginError
  ) async {
    service.authenticate.fails(with: refusal)

    await #expect(throws: error) {
      try await interactor.logIn(account: "frog@example.com", password: "croak")
    }
    #expect(sessions.contents.isEmpty)
    expectTranscript(
      journal,
      #"""
      service.authenticate(account: "frog@example.com", password: "croak")
      """#
    )
  }

  @Test func `a login cancelled while the service runs stores nothing when it answers late`()
    async throws
  {
    service.authenticate.suspends()
    let login = Task { try await interactor.logIn(account: "frog@example.com", password: "ribbit") }
    await service.authenticate.waitUntilSuspended()

    login.cancel()
    service.authenticate.resume(returning: ())

    await #expect(throws: LoginError.cancelled) { try await login.value }
    #expect(sessions.contents.isEmpty)
    expectTranscript(
      journal,
      #"""
      service.authenticate(account: "frog@example.com", password: "ribbit")
      """#
    )
  }

  @Test func `reports a store that cannot keep the session`() async {
    service.authenticate.returns(())
    sessions.failNextWrite(with: .io(path: "sessions.json", reason: "disk full"))

    await #expect(throws: LoginError.store(.io(path: "sessions.json", reason: "disk full"))) {
      try await interactor.logIn(account: "frog@example.com", password: "ribbit")
    }
    expectTranscript(
      journal,
      #"""
      service.authenticate(account: "frog@example.com", password: "ribbit")
      """#
    )
  }
}
