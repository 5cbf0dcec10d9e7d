public import ViperCore

/// Turns the frogs list's navigation into routes: a push to the detail, the About sheet.
@MainActor
public final class FrogListRouter: FrogListRouting {
  private weak var navigator: (any Navigator<FrogsScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<FrogsScreen>) {
    self.navigator = navigator
  }

  public func showFrog(id: String) {
    navigator?.navigate(.push(.frogDetail(id: id)))
  }

  public func showAbout() {
    navigator?.navigate(.aboutSheet)
  }
}
