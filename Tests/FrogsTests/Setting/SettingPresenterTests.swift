import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct SettingPresenterTests {
  private let journal = Journal()
  private let view: SettingRecorderView
  private let interactor: MockSettingInteractor
  private let router: MockSettingRouter
  private let delegate: MockSettingModuleDelegate
  private let presenter: SettingPresenter

  init() {
    view = SettingRecorderView(journal: journal)
    interactor = MockSettingInteractor(journal: journal)
    router = MockSettingRouter(journal: journal)
    delegate = MockSettingModuleDelegate(journal: journal)
    presenter = SettingPresenter(
      view: view,
      interactor: interactor,
      router: router,
      delegate: delegate
    )
  }

  @Test func `shows the title and the two buttons, Logout destructive`() async {
    await presenter.viewAppeared()

    expectTranscript(
      journal,
      """
      view.show(title: "Setting")
        button "About Frogs Guide Book"
        button "Logout", destructive
      """
    )
  }

  @Test func `About opens the About sheet through the router`() async {
    await presenter.aboutTapped()

    expectTranscript(journal, "router.showAbout()")
  }

  @Test func `Logout asks first, and a confirmed logout forgets the session, then tells the root`()
    async
  {
    interactor.logOutStub.returns(())

    await presenter.logoutTapped()
    await presenter.alertActionChosen(id: SettingPresenter.logoutActionID)

    expectTranscript(
      journal,
      """
      router.showLogoutConfirmation()
      interactor.logOut()
      delegate.logoutDidFinish()
      """
    )
  }

  @Test func `Cancel keeps the user logged in`() async {
    await presenter.logoutTapped()
    await presenter.alertActionChosen(id: SettingPresenter.cancelActionID)

    expectTranscript(journal, "router.showLogoutConfirmation()")
  }

  @Test func `a session that cannot be forgotten keeps the user logged in, and says so`() async {
    interactor.logOutStub.fails(with: .io(path: "sessions.json", reason: "read-only"))

    await presenter.alertActionChosen(id: SettingPresenter.logoutActionID)

    expectTranscript(
      journal,
      """
      interactor.logOut()
      view.render(message: "You are still logged in: this device could not forget it. Try again.")
      """
    )
  }
}
