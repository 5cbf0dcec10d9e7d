public import ViperCore

/// Assembles the root module, which the app keeps for its whole life.
///
/// The root has no view of its own: it decides which screen is the window's root. The app owns
/// the presenter and passes it as the delegate of the login screen (and of the setting screen,
/// whose logout changes the session).
///
/// ```swift
/// let root = RootModule.assemble(sessions: sessionStore, navigator: navigator)
/// await root.appLaunched()
/// ```
@MainActor
public enum RootModule {
  /// Builds the interactor, router and presenter.
  ///
  /// - Parameters:
  ///   - sessions: Where the logged-in session is kept across launches.
  ///   - navigator: The app's navigator, held weakly by the router.
  /// - Returns: The presenter, for the app to keep.
  public static func assemble(
    sessions: any DataStore<Session>,
    navigator: any Navigator<FrogsScreen>
  ) -> any RootPresenting {
    RootPresenter(
      interactor: RootInteractor(sessions: sessions),
      router: RootRouter(navigator: navigator)
    )
  }
}
