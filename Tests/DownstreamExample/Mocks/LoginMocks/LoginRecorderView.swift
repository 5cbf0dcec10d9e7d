public import Login
public import ViperMocks

/// A headless login screen that journals every render as one line.
///
/// ```text
/// view.render(account: "frog@example.com", message: nil, isSigningIn: true)
/// ```
@MainActor
public final class LoginRecorderView: LoginDisplaying {
  public var presenter: (any LoginPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [LoginViewState] = []
  private let journal: Journal

  /// Creates the view.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func render(_ state: LoginViewState) {
    states.append(state)
    journal.record(
      "view",
      "render(account:message:isSigningIn:)",
      state.account,
      state.message as Any,
      state.isSigningIn
    )
  }
}
