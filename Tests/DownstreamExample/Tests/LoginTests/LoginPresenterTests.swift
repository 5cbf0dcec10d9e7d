import Foundation
import Login
import LoginMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct LoginPresenterTests {
  private let journal = Journal()
  private let view: LoginRecorderView
  private let interactor: MockLoginInteractor
  private let router: MockLoginRouter
  private let presenter: LoginPresenter

  init() {
    view = LoginRecorderView(journal: journal)
    interactor = MockLoginInteractor(journal: journal)
    router = MockLoginRouter(journal: journal)
    presenter = LoginPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func `signs in, then goes home`() async {
    let session = Session(id: "frog@example.com", signedInAt: Date(timeIntervalSince1970: 0))
    interactor.signIn.returns(session)

    await presenter.signInTapped(account: "frog@example.com", password: "ribbit")

    expectTranscript(
      journal,
      """
      view.render(account: "frog@example.com", message: nil, isSigningIn: true)
      interactor.signIn(account: "frog@example.com", password: "ribbit")
      router.showHome(for: Session(id: "frog@example.com", signedInAt: 1970-01-01T00:00:00Z))
      """
    )
  }

  @Test func `ignores a second tap while signing in`() async {
    let session = Session(id: "frog@example.com", signedInAt: Date(timeIntervalSince1970: 0))
    interactor.signIn.suspends()

    async let firstTap: Void = presenter.signInTapped(
      account: "frog@example.com",
      password: "ribbit"
    )
    await interactor.signIn.waitUntilSuspended()
    interactor.signIn.returns(session)  // a second call, if made, answers rather than hangs
    await presenter.signInTapped(account: "frog@example.com", password: "ribbit")
    interactor.signIn.resume(returning: session)
    await firstTap

    expectTranscript(
      journal,
      """
      view.render(account: "frog@example.com", message: nil, isSigningIn: true)
      interactor.signIn(account: "frog@example.com", password: "ribbit")
      router.showHome(for: Session(id: "frog@example.com", signedInAt: 1970-01-01T00:00:00Z))
      """
    )
  }

  @Test func `keeps what the user typed and says what is wrong`() async {
    interactor.signIn.fails(with: .malformedAccount)

    await presenter.signInTapped(account: "frog", password: "ribbit")

    expectSnapshot(of: journal, named: "malformed account")
  }
}
