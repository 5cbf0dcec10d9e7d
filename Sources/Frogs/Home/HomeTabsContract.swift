/// The home screen, a tab bar over the tabs' own screens, which owns its presenter.
@MainActor
public protocol HomeTabsDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any HomeTabsPresenting)? { get set }

  /// Shows the tab bar.
  ///
  /// - Parameter tabs: The tabs, in the bar's order.
  func show(tabs: [HomeTab])
}

/// The home screen's events.
@MainActor
public protocol HomeTabsPresenting: AnyObject {
  /// Tells the presenter the home screen appeared, so it shows the tab bar.
  func viewAppeared() async

  /// Tells the presenter the user tapped a tab in the bar.
  ///
  /// - Parameter tab: The tab.
  func tabTapped(_ tab: HomeTab) async
}

/// Where the home screen leads: to another tab.
@MainActor
public protocol HomeTabsRouting: AnyObject {
  /// Selects a tab; the tab shows its own stack as it left it.
  ///
  /// - Parameter tab: The tab.
  func select(_ tab: HomeTab)
}
