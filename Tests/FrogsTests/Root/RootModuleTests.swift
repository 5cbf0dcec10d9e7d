import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct RootModuleTests {
  private let journal = Journal()
  private let sessions = InMemoryDataStore<Session>()

  @Test func `a login survives a relaunch, and the next launch starts at home`() async {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    let root = RootModule.assemble(sessions: sessions, navigator: navigator)
    await root.appLaunched()
    let login = LoginRecorderView(journal: journal)
    LoginModule.assemble(
      view: login,
      service: KnownAccounts(["frog@example.com": "ribbit"]),
      sessions: sessions,
      clock: TestClock(now: Date(timeIntervalSince1970: 0)),
      delegate: root
    )
    await login.tapLogin(account: "frog@example.com", password: "ribbit")

    let relaunched = RootModule.assemble(sessions: sessions, navigator: navigator)
    await relaunched.appLaunched()

    expectTranscript(
      journal,
      """
      navigator.navigate(.setRoot(.login))
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      navigator.navigate(.setRoot(.home))
      navigator.navigate(.setRoot(.home))
      """
    )
  }

  @Test func `the interactor reads the stored session and passes on a store failure`() async throws
  {
    let interactor = RootInteractor(sessions: sessions)
    #expect(try await interactor.currentSession() == nil)

    let session = Session(id: "frog@example.com", loggedInAt: Date(timeIntervalSince1970: 0))
    try await sessions.insert(session)
    #expect(try await interactor.currentSession() == session)

    sessions.failNextRead(with: .io(path: "sessions.json", reason: "disk unavailable"))
    await #expect(throws: DataStoreError.io(path: "sessions.json", reason: "disk unavailable")) {
      try await interactor.currentSession()
    }
  }

  @Test func `the router swaps the root as navigation values, holding the navigator weakly`() {
    var navigator: RecorderNavigator<FrogsScreen>? = RecorderNavigator(journal: journal)
    let router = RootRouter(navigator: navigator ?? RecorderNavigator(journal: journal))

    router.showLogin()
    router.showHome()
    expectTranscript(
      journal,
      "navigator.navigate(.setRoot(.login))\nnavigator.navigate(.setRoot(.home))"
    )
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    router.showHome()
  }

  @Test func `the app owns the root; the login and setting screens it tells hold it weakly`() {
    final class App {
      var root: (any RootPresenting)?
    }
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    var screens: [AnyObject] = []

    expectModuleReleased(withView: App()) { app in
      let interactor = RootInteractor(sessions: sessions)
      let router = RootRouter(navigator: navigator)
      let root = RootPresenter(interactor: interactor, router: router)
      app.root = root
      let login = LoginRecorderView(journal: journal)
      LoginModule.assemble(
        view: login,
        service: KnownAccounts([:]),
        sessions: sessions,
        clock: TestClock(now: Date(timeIntervalSince1970: 0)),
        delegate: root
      )
      let setting = SettingRecorderView(journal: journal)
      SettingModule.assemble(
        view: setting,
        sessions: sessions,
        navigator: navigator,
        delegate: root
      )
      screens = [login, setting]
      return [root, interactor, router]
    }
    #expect(screens.count == 2)
  }
}
