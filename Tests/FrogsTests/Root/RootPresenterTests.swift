import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct RootPresenterTests {
  private let journal = Journal()
  private let interactor: MockRootInteractor
  private let router: MockRootRouter
  private let presenter: RootPresenter
  private let session = Session(id: "frog@example.com", loggedInAt: Date(timeIntervalSince1970: 0))

  init() {
    interactor = MockRootInteractor(journal: journal)
    router = MockRootRouter(journal: journal)
    presenter = RootPresenter(interactor: interactor, router: router)
  }

  @Test func `starts at the login screen when nobody is logged in`() async {
    interactor.currentSessionStub.returns(nil)

    await presenter.appLaunched()

    expectTranscript(journal, "interactor.currentSession()\nrouter.showLogin()")
  }

  @Test func `starts at the home tabs when a session is stored`() async {
    interactor.currentSessionStub.returns(session)

    await presenter.appLaunched()

    expectTranscript(journal, "interactor.currentSession()\nrouter.showHome()")
  }

  @Test func `swaps to the home tabs when a login succeeds`() async {
    interactor.currentSessionStub.returns(sequence: [nil, session])
    await presenter.appLaunched()

    await presenter.loginDidSucceed(session)

    expectTranscript(
      journal,
      """
      interactor.currentSession()
      router.showLogin()
      interactor.currentSession()
      router.showHome()
      """
    )
  }

  @Test func `swaps back to the login screen when the session is gone`() async {
    interactor.currentSessionStub.returns(sequence: [session, nil])
    await presenter.appLaunched()

    await presenter.sessionChanged()

    expectTranscript(
      journal,
      """
      interactor.currentSession()
      router.showHome()
      interactor.currentSession()
      router.showLogin()
      """
    )
  }

  @Test func `swaps back to the login screen when the setting screen logged out`() async {
    interactor.currentSessionStub.returns(sequence: [session, nil])
    await presenter.appLaunched()

    await presenter.logoutDidFinish()

    expectTranscript(
      journal,
      """
      interactor.currentSession()
      router.showHome()
      interactor.currentSession()
      router.showLogin()
      """
    )
  }

  @Test func `does not swap to the screen that is already the root`() async {
    interactor.currentSessionStub.returns(session)
    await presenter.appLaunched()

    await presenter.sessionChanged()

    expectTranscript(
      journal,
      """
      interactor.currentSession()
      router.showHome()
      interactor.currentSession()
      """
    )
  }

  @Test func `treats a session store it cannot read as logged out`() async {
    interactor.currentSessionStub.fails(with: .corrupt(path: "sessions.json", reason: "bad header"))

    await presenter.appLaunched()

    expectTranscript(journal, "interactor.currentSession()\nrouter.showLogin()")
  }
}
