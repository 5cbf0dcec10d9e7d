import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct LoginModuleTests {
  private let journal = Journal()

  @Test func `wires the parts so a known account logs in and the root hears of it`() async throws {
    let view = LoginRecorderView(journal: journal)
    let delegate = MockLoginModuleDelegate(journal: journal)
    let sessions = InMemoryDataStore<Session>()
    LoginModule.assemble(
      view: view,
      service: KnownAccounts(["frog@example.com": "ribbit"]),
      sessions: sessions,
      clock: TestClock(now: Date(timeIntervalSince1970: 0)),
      delegate: delegate
    )

    await view.tapLogin(account: "frog@example.com", password: "ribbit")

    expectTranscript(
      journal,
      """
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      delegate.loginDidSucceed(Session(id: "frog@example.com", loggedInAt: 1970-01-01T00:00:00Z))
      """
    )
    #expect(sessions.contents.map(\.id) == ["frog@example.com"])
  }

  @Test func `releasing the view releases the presenter and interactor`() {
    expectModuleReleased(withView: LoginRecorderView(journal: journal)) { view in
      let interactor = LoginInteractor(
        service: KnownAccounts([:]),
        sessions: InMemoryDataStore(),
        clock: TestClock(now: Date(timeIntervalSince1970: 0))
      )
      let presenter = LoginModule.assemble(
        view: view,
        interactor: interactor,
        clock: TestClock(now: Date(timeIntervalSince1970: 0)),
        delegate: nil
      )
      return [presenter, interactor]
    }
  }
}
