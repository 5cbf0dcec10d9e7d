public import ViperCore

/// Turns the root's swaps into routes for a navigator.
@MainActor
public final class RootRouter: RootRouting {
  private weak var navigator: (any Navigator<FrogsScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<FrogsScreen>) {
    self.navigator = navigator
  }

  public func showLogin() {
    navigator?.navigate(.setRoot(.login))
  }

  public func showHome() {
    navigator?.navigate(.setRoot(.home))
  }
}
