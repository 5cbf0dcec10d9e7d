/// The home screen's presenter: shows the two tabs, the first selected, and turns a tap on the
/// other tab into a tab switch through the router.
///
/// The home screen reads no data, so it has no interactor. The original created the presenters
/// of both tabs inside its view's body on every render; here each tab's module is assembled once,
/// by the app's navigator, from the tab's first screen (``HomeTab/firstScreen``).
@MainActor
public final class HomeTabsPresenter: HomeTabsPresenting {
  private weak var view: (any HomeTabsDisplaying)?
  private let router: any HomeTabsRouting
  private var selectedTab = HomeTab.frogsGuide

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The home screen, held weakly.
  ///   - router: Where the screen leads.
  public init(view: any HomeTabsDisplaying, router: any HomeTabsRouting) {
    self.view = view
    self.router = router
  }

  public func viewAppeared() async {
    view?.show(tabs: HomeTab.allCases)
  }

  /// A tap on the tab already selected changes nothing.
  public func tabTapped(_ tab: HomeTab) async {
    guard tab != selectedTab else { return }
    selectedTab = tab
    router.select(tab)
  }
}
