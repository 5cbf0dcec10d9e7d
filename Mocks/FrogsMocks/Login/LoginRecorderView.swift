public import Frogs
public import ViperMocks

/// A headless login screen that journals the form it shows and every state it renders.
///
/// ```text
/// view.show(title: "Frogs Guide Book", button: "Login")
///   account: "Account Name", placeholder: "input your e-mail"
///   password: "Password", placeholder: "input your password", hidden
/// view.render(account: "", message: nil, isLoggingIn: false)
/// ```
@MainActor
public final class LoginRecorderView: LoginDisplaying {
  public var presenter: (any LoginPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [LoginViewState] = []
  private let journal: Journal

  /// Creates the view, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  /// Taps the login button with what the fields hold.
  ///
  /// - Parameters:
  ///   - account: The account field's text.
  ///   - password: The password field's text.
  public func tapLogin(account: String, password: String) async {
    await presenter?.loginTapped(account: account, password: password)
  }

  public func show(_ form: LoginForm) {
    let text = journal.renderer
    let hidden = form.hidesPassword ? ", hidden" : ""
    journal.record(
      JournalEntry(
        subject: "view",
        text: """
          view.show(title: \(text.render(form.title)), button: \(text.render(form.buttonTitle)))
            account: \(text.render(form.accountLabel)), \
          placeholder: \(text.render(form.accountPlaceholder))
            password: \(text.render(form.passwordLabel)), \
          placeholder: \(text.render(form.passwordPlaceholder))\(hidden)
          """
      )
    )
  }

  public func render(_ state: LoginViewState) {
    states.append(state)
    journal.record(
      "view",
      "render(account:message:isLoggingIn:)",
      state.account,
      state.message as Any,
      state.isLoggingIn
    )
  }
}
