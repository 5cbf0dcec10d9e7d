/// Decides the root from the stored session and swaps it only when the decision changes.
///
/// A session store that cannot be read counts as logged out: the login screen shows, the store is
/// left as it is, and a login then reports that the session could not be kept.
@MainActor
public final class RootPresenter: RootPresenting {
  private enum Root {
    case login
    case home
  }

  private let interactor: any RootInteracting
  private let router: any RootRouting
  private var root: Root?

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - interactor: Reads the stored session.
  ///   - router: Swaps the root.
  public init(interactor: any RootInteracting, router: any RootRouting) {
    self.interactor = interactor
    self.router = router
  }

  public func appLaunched() async {
    await sessionChanged()
  }

  public func sessionChanged() async {
    let session = try? await interactor.currentSession()
    let decision: Root = session == nil ? .login : .home
    guard decision != root else { return }
    root = decision
    switch decision {
    case .login: router.showLogin()
    case .home: router.showHome()
    }
  }

  public func loginDidSucceed(_ session: Session) async {
    await sessionChanged()
  }

  public func logoutDidFinish() async {
    await sessionChanged()
  }
}
