/// The login screen's presenter: turns events into sign-ins and refusals into messages.
@MainActor
public final class LoginPresenter: LoginPresenting {
  private weak var view: (any LoginDisplaying)?
  private let interactor: any LoginInteracting
  private let router: any LoginRouting
  private var state = LoginViewState()

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: The sign-in use case.
  ///   - router: Where the screen leads.
  public init(
    view: any LoginDisplaying,
    interactor: any LoginInteracting,
    router: any LoginRouting
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewAppeared() async {
    view?.render(state)
  }

  public func signInTapped(account: String, password: String) async {
    guard !state.isSigningIn else { return }
    state = LoginViewState(account: account, message: nil, isSigningIn: true)
    view?.render(state)
    do {
      let session = try await interactor.signIn(account: account, password: password)
      state.isSigningIn = false
      router.showHome(for: session)
    } catch {
      state.isSigningIn = false
      state.message = Self.message(for: error)
      view?.render(state)
    }
  }

  private static func message(for error: LoginError) -> String {
    switch error {
    case .blankAccount: "Enter your account name."
    case .malformedAccount: "Enter your account as an e-mail address, such as frog@example.com."
    case .blankPassword: "Enter your password."
    case .wrongCredentials: "The account name or password is wrong."
    case .store: "You are signed in, but this device could not remember it. Try again."
    }
  }
}
