public import ViperCore

/// Turns a tab switch into a route: `.selectTab` with the tab's index.
@MainActor
public final class HomeTabsRouter: HomeTabsRouting {
  private weak var navigator: (any Navigator<FrogsScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<FrogsScreen>) {
    self.navigator = navigator
  }

  public func select(_ tab: HomeTab) {
    navigator?.navigate(.selectTab(tab.rawValue))
  }
}
