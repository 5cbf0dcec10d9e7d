import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct SettingModuleTests {
  private let journal = Journal()

  @Test func `the router opens the same About sheet as the list, and asks before a logout`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    let router = SettingRouter(navigator: navigator)

    router.showAbout()
    router.showLogoutConfirmation()

    #expect(
      navigator.routes == [
        .present(.aboutPage, style: .sheet),
        .showAlert(
          Alert(
            title: "Log out of Frogs Guide Book?",
            message: "You will need your account name and password to log in again.",
            actions: [
              AlertAction(id: SettingPresenter.cancelActionID, title: "Cancel", role: .cancel),
              AlertAction(
                id: SettingPresenter.logoutActionID,
                title: "Logout",
                role: .destructive
              ),
            ]
          )
        ),
      ]
    )
    expectTranscript(
      journal,
      #"""
      navigator.navigate(
        .present(
          .about(https://github.com/SatoTakeshiX/SwiftUI-VIPER-Architecture-Pattern),
          style: .sheet,
        ),
      )
      navigator.navigate(
        .showAlert(
          Alert(
            title: "Log out of Frogs Guide Book?",
            message: "You will need your account name and password to log in again.",
            actions: [
              AlertAction(id: "cancel", title: "Cancel", role: .cancel),
              AlertAction(id: "logout", title: "Logout", role: .destructive),
            ],
          ),
        ),
      )
      """#
    )
  }

  @Test func `a confirmed logout swaps the root to login, and the next launch starts there`()
    async throws
  {
    let sessions = InMemoryDataStore([
      Session(id: "frog@example.com", loggedInAt: Date(timeIntervalSince1970: 0))
    ])
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    let root = RootModule.assemble(sessions: sessions, navigator: navigator)
    await root.appLaunched()
    let view = SettingRecorderView(journal: journal)
    SettingModule.assemble(view: view, sessions: sessions, navigator: navigator, delegate: root)
    let presenter = try #require(view.presenter)

    await presenter.logoutTapped()
    await presenter.alertActionChosen(id: SettingPresenter.logoutActionID)
    await RootModule.assemble(sessions: sessions, navigator: navigator).appLaunched()

    #expect(
      navigator.routes.filter { if case .setRoot = $0 { true } else { false } } == [
        .setRoot(.home), .setRoot(.login), .setRoot(.login),
      ]
    )
    #expect(try await sessions.all().isEmpty)
    expectTranscript(
      journal,
      #"""
      navigator.navigate(.setRoot(.home))
      navigator.navigate(
        .showAlert(
          Alert(
            title: "Log out of Frogs Guide Book?",
            message: "You will need your account name and password to log in again.",
            actions: [
              AlertAction(id: "cancel", title: "Cancel", role: .cancel),
              AlertAction(id: "logout", title: "Logout", role: .destructive),
            ],
          ),
        ),
      )
      navigator.navigate(.setRoot(.login))
      navigator.navigate(.setRoot(.login))
      """#
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)

    expectModuleReleased(withView: SettingRecorderView(journal: journal)) { view in
      let interactor = SettingInteractor(sessions: InMemoryDataStore())
      let router = SettingRouter(navigator: navigator)
      let presenter = SettingModule.assemble(
        view: view,
        interactor: interactor,
        router: router,
        delegate: nil
      )
      return [presenter, interactor, router]
    }
  }
}
