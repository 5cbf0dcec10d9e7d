public import ViperCore

/// Assembles the login module around a view, keeping the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and router and only a weak
/// reference to the view; the router holds the navigator weakly. Releasing the view releases all.
@MainActor
public enum LoginModule {
  /// Builds the interactor, presenter and router, and hands the presenter to the view.
  ///
  /// - Parameters:
  ///   - view: The view; it becomes the presenter's only owner.
  ///   - authenticator: The service that knows the accounts.
  ///   - sessions: Where the signed-in session is stored.
  ///   - clock: The clock that stamps the session.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter.
  @discardableResult
  public static func assemble(
    view: any LoginDisplaying,
    authenticator: any Authenticating,
    sessions: any DataStore<Session>,
    clock: any DateClock,
    navigator: any Navigator<LoginScreen>
  ) -> any LoginPresenting {
    let presenter = LoginPresenter(
      view: view,
      interactor: LoginInteractor(authenticator: authenticator, sessions: sessions, clock: clock),
      router: LoginRouter(navigator: navigator)
    )
    view.presenter = presenter
    return presenter
  }
}
