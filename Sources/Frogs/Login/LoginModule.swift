public import ViperCore

/// Assembles the login module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor, and only weak references to
/// the view and the delegate. Releasing the view releases the whole module. The login screen has
/// no router: where a login leads is the root's decision, which the delegate makes.
///
/// ```swift
/// LoginModule.assemble(
///   view: loginView,
///   service: authenticationClient,
///   sessions: sessionStore,
///   clock: SystemClock(),
///   delegate: rootPresenter
/// )
/// ```
@MainActor
public enum LoginModule {
  /// Builds the interactor and presenter, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - service: The service that knows the accounts.
  ///   - sessions: Where the logged-in session is kept across launches.
  ///   - clock: The clock that stamps sessions and runs the timeout.
  ///   - delegate: The root, held weakly, told when a user logged in.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any LoginDisplaying,
    service: any AuthenticationService,
    sessions: any DataStore<Session>,
    clock: any DateClock,
    delegate: (any LoginModuleDelegate)?
  ) -> any LoginPresenting {
    assemble(
      view: view,
      interactor: LoginInteractor(service: service, sessions: sessions, clock: clock),
      clock: clock,
      delegate: delegate
    )
  }

  /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - interactor: The use case; the presenter owns it.
  ///   - clock: The clock the timeout runs on.
  ///   - delegate: The root, held weakly, told when a user logged in.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any LoginDisplaying,
    interactor: any LoginInteracting,
    clock: any DateClock,
    delegate: (any LoginModuleDelegate)?
  ) -> any LoginPresenting {
    let presenter = LoginPresenter(
      view: view,
      interactor: interactor,
      clock: clock,
      delegate: delegate
    )
    view.presenter = presenter
    return presenter
  }
}
