import Foundation
import Login
import LoginMocks
import Testing
import ViperTesting

@Suite(.harness) struct LoginInteractorTests {
  private let journal = Journal()
  private let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func `stores the session stamped with the clock's time`() async throws {
    let clock = TestClock(now: now)
    let sessions = InMemoryDataStore<Session>(journal: journal, name: "sessions")
    let authenticator = MockAuthenticator(journal: journal)
    authenticator.authenticate.returns(true)
    let interactor = LoginInteractor(
      authenticator: authenticator,
      sessions: sessions,
      clock: clock
    )

    let session = try await interactor.signIn(account: " frog@example.com ", password: "ribbit")

    #expect(session == Session(id: "frog@example.com", signedInAt: now))
    expectTranscript(
      journal,
      """
      authenticator.authenticate(account: "frog@example.com", password: "ribbit")
      sessions.entity(withID: "frog@example.com")
      sessions.insert(Session(id: "frog@example.com", signedInAt: 2023-11-14T22:13:20Z))
      """
    )
  }

  @Test(arguments: [
    ("", "ribbit", LoginError.blankAccount),
    ("   ", "ribbit", .blankAccount),
    ("frog", "ribbit", .malformedAccount),
    ("frog@pond", "ribbit", .malformedAccount),
    ("frog@example.com", "", .blankPassword),
  ])
  func `refuses bad input before asking the service`(
    account: String,
    password: String,
    error: LoginError
  ) async {
    let interactor = LoginInteractor(
      authenticator: MockAuthenticator(journal: journal),
      sessions: InMemoryDataStore<Session>(journal: journal),
      clock: TestClock(now: now)
    )

    await #expect(throws: error) {
      try await interactor.signIn(account: account, password: password)
    }
  }

  @Test func `refuses wrong credentials and stores nothing`() async {
    let sessions = InMemoryDataStore<Session>(journal: journal, name: "sessions")
    let authenticator = MockAuthenticator(journal: journal)
    authenticator.authenticate.returns(false)
    let interactor = LoginInteractor(
      authenticator: authenticator,
      sessions: sessions,
      clock: TestClock(now: now)
    )

    await #expect(throws: LoginError.wrongCredentials) {
      try await interactor.signIn(account: "frog@example.com", password: "croak")
    }

    #expect(sessions.contents.isEmpty)
    expectTranscript(
      journal,
      #"authenticator.authenticate(account: "frog@example.com", password: "croak")"#
    )
  }

  @Test func `reports a store that cannot save`() async {
    let sessions = InMemoryDataStore<Session>()
    sessions.failNextWrite(with: .io(path: "sessions.json", reason: "disk full"))
    let authenticator = MockAuthenticator(journal: journal)
    authenticator.authenticate.returns(true)
    let interactor = LoginInteractor(
      authenticator: authenticator,
      sessions: sessions,
      clock: TestClock(now: now)
    )

    await #expect(throws: LoginError.store(.io(path: "sessions.json", reason: "disk full"))) {
      try await interactor.signIn(account: "frog@example.com", password: "ribbit")
    }

    // The thrown error is the subject; the calls before it are asserted in other tests.
    journal.skipUnassertedEntries()
  }
}
