public import ViperCore

/// Runs the login screen: checks the input before any call, disables the button while a login
/// runs, gives up after a timeout on the clock, and hands a stored session to the root.
///
/// The login and the timeout race in a task group. Whichever ends first decides what the screen
/// shows; the other is cancelled, and an answer the service gives after the timeout changes
/// nothing (the interactor stores no session for a cancelled login).
@MainActor
public final class LoginPresenter: LoginPresenting {
  private weak var view: (any LoginDisplaying)?
  private weak var delegate: (any LoginModuleDelegate)?
  private let interactor: any LoginInteracting
  private let clock: any DateClock
  private let timeout: Duration
  private var state = LoginViewState()

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: The login use case.
  ///   - clock: The clock the timeout runs on.
  ///   - timeout: How long a login may run before the screen gives up; 10 seconds by default.
  ///   - delegate: The root, held weakly, told when a user logged in.
  public init(
    view: any LoginDisplaying,
    interactor: any LoginInteracting,
    clock: any DateClock,
    timeout: Duration = .seconds(10),
    delegate: (any LoginModuleDelegate)?
  ) {
    self.view = view
    self.interactor = interactor
    self.clock = clock
    self.timeout = timeout
    self.delegate = delegate
  }

  public func viewAppeared() async {
    view?.show(.frogs)
    view?.render(state)
  }

  public func loginTapped(account: String, password: String) async {
    guard !state.isLoggingIn else { return }
    state = LoginViewState(account: account)
    do {
      try interactor.validate(account: account, password: password)
    } catch {
      refuse(error)
      return
    }
    state.isLoggingIn = true
    view?.render(state)
    let (interactor, clock, timeout) = (interactor, clock, timeout)
    await withTaskGroup(of: Result<Session, LoginError>.self) { group in
      group.addTask {
        do throws(LoginError) {
          return .success(try await interactor.logIn(account: account, password: password))
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        do {
          try await clock.sleep(for: timeout)
          return .failure(.timedOut)
        } catch {
          return .failure(.cancelled)
        }
      }
      guard let outcome = await group.next() else { return }
      group.cancelAll()
      state.isLoggingIn = false
      switch outcome {
      case .success(let session): await delegate?.loginDidSucceed(session)
      case .failure(let error): refuse(error)
      }
    }
  }

  private func refuse(_ error: LoginError) {
    state.isLoggingIn = false
    state.message = message(for: error)
    view?.render(state)
  }

  private func message(for error: LoginError) -> String? {
    switch error {
    case .blankAccount: "Enter your account name."
    case .malformedAccount:
      "Enter your account name as an e-mail address, such as frog@example.com."
    case .blankPassword: "Enter your password."
    case .wrongCredentials: "The account name or password is wrong."
    case .serviceUnavailable: "The login service cannot be reached. Try again later."
    case .timedOut:
      "The login service did not answer within \(timeout.components.seconds) seconds. Try again."
    case .cancelled: nil
    case .store: "You are logged in, but this device could not remember it. Try again."
    }
  }
}
