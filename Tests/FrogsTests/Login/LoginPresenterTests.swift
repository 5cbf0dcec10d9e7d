import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct LoginPresenterTests {
  private let journal = Journal()
  private let clock = TestClock(now: Date(timeIntervalSince1970: 1_000))
  private let view: LoginRecorderView
  private let interactor: MockLoginInteractor
  private let delegate: MockLoginModuleDelegate
  private let presenter: LoginPresenter
  private let session = Session(id: "frog@example.com", loggedInAt: Date(timeIntervalSince1970: 0))

  init() {
    view = LoginRecorderView(journal: journal)
    interactor = MockLoginInteractor(journal: journal)
    delegate = MockLoginModuleDelegate(journal: journal)
    presenter = LoginPresenter(view: view, interactor: interactor, clock: clock, delegate: delegate)
  }

  @Test func `shows the original's form, empty, when it appears`() async {
    await presenter.viewAppeared()

    expectTranscript(
      journal,
      """
      view.show(title: "Frogs Guide Book", button: "Login")
        account: "Account Name", placeholder: "input your e-mail"
        password: "Password", placeholder: "input your password", hidden
      view.render(account: "", message: nil, isLoggingIn: false)
      """
    )
  }

  @Test func `logs in, then tells the root`() async {
    interactor.validate.returns(())
    interactor.logIn.returns(session)

    await presenter.loginTapped(account: "frog@example.com", password: "ribbit")

    expectTranscript(
      journal,
      """
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      delegate.loginDidSucceed(Session(id: "frog@example.com", loggedInAt: 1970-01-01T00:00:00Z))
      """
    )
  }

  @Test(arguments: [
    (LoginError.blankAccount, "Enter your account name."),
    (.malformedAccount, "Enter your account name as an e-mail address, such as frog@example.com."),
    (.blankPassword, "Enter your password."),
  ])
  func `refuses bad input before any call, keeping what was typed`(
    error: LoginError,
    message: String
  ) async {
    interactor.validate.fails(with: error)

    await presenter.loginTapped(account: "frog", password: "")

    #expect(view.states == [LoginViewState(account: "frog", message: message)])
    #expect(interactor.logIn.callCount == 0)
    // The view states and the call count above are the checks: the journal holds the same
    // renders, laid out by each message's length.
    _ = journal.takeUnassertedEntries()
  }

  @Test(arguments: [
    (LoginError.wrongCredentials, "The account name or password is wrong."),
    (.serviceUnavailable, "The login service cannot be reached. Try again later."),
    (
      .store(.io(path: "sessions.json", reason: "disk full")),
      "You are logged in, but this device could not remember it. Try again."
    ),
  ])
  func `says why the login was refused, keeping what was typed`(
    error: LoginError,
    message: String
  ) async {
    interactor.validate.returns(())
    interactor.logIn.fails(with: error)

    await presenter.loginTapped(account: "frog@example.com", password: "croak")

    #expect(
      view.states == [
        LoginViewState(account: "frog@example.com", isLoggingIn: true),
        LoginViewState(account: "frog@example.com", message: message),
      ]
    )
    #expect(!journal.unassertedEntries.contains { $0.subject == "delegate" })
    // The view states above are the check: the journal holds the same renders, laid out by each
    // message's length.
    _ = journal.takeUnassertedEntries()
  }

  @Test func `ignores a second tap while a login runs`() async {
    interactor.validate.returns(())
    interactor.logIn.suspends()

    async let firstTap: Void = presenter.loginTapped(
      account: "frog@example.com",
      password: "ribbit"
    )
    await interactor.logIn.waitUntilSuspended()
    interactor.logIn.returns(session)  // a second call, if made, answers rather than hangs
    await presenter.loginTapped(account: "toad@example.com", password: "croak")
    interactor.logIn.resume(returning: session)
    await firstTap

    #expect(interactor.logIn.callCount == 1)
    #expect(interactor.validate.callCount == 1)
    expectTranscript(
      journal,
      #"""
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      delegate.loginDidSucceed(Session(id: "frog@example.com", loggedInAt: 1970-01-01T00:00:00Z))
      """#
    )
  }

  @Test func `gives up after 10 seconds on the clock, and ignores the late answer`() async {
    interactor.validate.returns(())
    interactor.logIn.suspends()
    async let tap: Void = presenter.loginTapped(account: "frog@example.com", password: "ribbit")
    await interactor.logIn.waitUntilSuspended()
    await clock.waitUntilSleeping()
    expectTranscript(
      journal,
      #"""
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      """#
    )

    await clock.advance(by: .seconds(9))
    expectTranscript(journal, "")
    await clock.advance(by: .seconds(1))
    expectTranscript(
      journal,
      """
      view.render(
        account: "frog@example.com",
        message: "The login service did not answer within 10 seconds. Try again.",
        isLoggingIn: false,
      )
      """
    )

    interactor.logIn.resume(returning: session)
    await tap
    expectTranscript(journal, "")
  }

  @Test func `a login that answered in time stops the timeout`() async {
    interactor.validate.returns(())
    interactor.logIn.returns(session)

    await presenter.loginTapped(account: "frog@example.com", password: "ribbit")

    #expect(clock.sleeperCount == 0)
    expectTranscript(
      journal,
      #"""
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      delegate.loginDidSucceed(Session(id: "frog@example.com", loggedInAt: 1970-01-01T00:00:00Z))
      """#
    )
  }

  @Test func `the button works again after a timeout`() async {
    interactor.validate.returns(())
    interactor.logIn.suspends()
    async let firstTap: Void = presenter.loginTapped(
      account: "frog@example.com",
      password: "ribbit"
    )
    await clock.waitUntilSleeping()
    await clock.advance(by: .seconds(10))

    interactor.logIn.resume(returning: session)
    await firstTap
    interactor.logIn.returns(session)
    await presenter.loginTapped(account: "frog@example.com", password: "ribbit")

    #expect(interactor.logIn.callCount == 2)
    #expect(journal.unassertedEntries.filter { $0.subject == "delegate" }.count == 1)
    expectTranscript(
      journal,
      #"""
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      view.render(
        account: "frog@example.com",
        message: "The login service did not answer within 10 seconds. Try again.",
        isLoggingIn: false,
      )
      interactor.validate(account: "frog@example.com", password: "ribbit")
      view.render(account: "frog@example.com", message: nil, isLoggingIn: true)
      interactor.logIn(account: "frog@example.com", password: "ribbit")
      delegate.loginDidSucceed(Session(id: "frog@example.com", loggedInAt: 1970-01-01T00:00:00Z))
      """#
    )
  }
}
