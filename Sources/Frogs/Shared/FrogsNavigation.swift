public import ViperCore

/// The app's whole navigation as a value: the root, the selected tab, each tab's own stack, the
/// presented sheet and the alert.
///
/// The app's navigator applies every route a router asks for, and its UI framework shows the
/// result (a SwiftUI app binds a `TabView` to ``selectedTab`` and each tab's `NavigationStack` to
/// ``stack(of:)``). Tests and specs apply the same routes, so what "each tab keeps its own stack"
/// means is decided here, once, and proven without a device. A route that cannot be performed
/// throws instead of being dropped.
///
/// ```swift
/// var navigation = FrogsNavigation()
/// try navigation.apply(.setRoot(.home))
/// try navigation.apply(.push(.frogDetail(id: "toad")))
/// try navigation.apply(.selectTab(HomeTab.setting.rawValue))
/// navigation.stack  // [.setting]
/// ```
public struct FrogsNavigation: Equatable, Sendable {
  /// A screen shown over the stack.
  public struct Presentation: Equatable, Sendable {
    /// The presented screen.
    public let screen: FrogsScreen
    /// How it covers the stack.
    public let style: PresentationStyle
  }

  /// The window's root, or `nil` before the app set one.
  public private(set) var root: FrogsScreen?
  /// The selected tab while the home tabs are the root, else `nil`.
  public private(set) var selectedTab: HomeTab?
  /// The screen presented over the stack, if any.
  public private(set) var presented: Presentation?
  /// The alert showing, if any.
  public private(set) var alert: Alert?
  private var stacks: [[FrogsScreen]] = []

  /// Creates the navigation of an app that has not shown anything yet.
  public init() {}

  /// The stack the user sees: the selected tab's, or the root's own when it has no tabs.
  public var stack: [FrogsScreen] {
    stacks.isEmpty ? [] : stacks[stackIndex]
  }

  /// The screen the user looks at: the presented one, else the top of the visible stack.
  public var visibleScreen: FrogsScreen? {
    presented?.screen ?? stack.last
  }

  /// Returns a tab's stack, which it keeps while another tab is selected.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: Its screens, first at the bottom; empty while the home tabs are not the root.
  public func stack(of tab: HomeTab) -> [FrogsScreen] {
    root == .home ? stacks[tab.rawValue] : []
  }

  /// Performs a route.
  ///
  /// - Parameter route: The route a router asked for.
  /// - Throws: `FrogsNavigationError` when the route cannot be performed; nothing changes then.
  public mutating func apply(_ route: Route<FrogsScreen>) throws(FrogsNavigationError) {
    if case .setRoot(let screen) = route {
      self = FrogsNavigation(root: screen)
      return
    }
    guard let root else { throw .noRoot }
    switch route {
    case .setRoot: break
    case .push(let screen):
      if let presented { throw .covered(by: presented.screen) }
      stacks[stackIndex].append(screen)
    case .pop:
      guard stack.count > 1 else { throw .nothingToPop(stack[0]) }
      stacks[stackIndex].removeLast()
    case .present(let screen, let style):
      if let presented { throw .covered(by: presented.screen) }
      presented = Presentation(screen: screen, style: style)
    case .dismiss:
      guard presented != nil else { throw .nothingPresented }
      presented = nil
    case .selectTab(let index):
      guard root == .home else { throw .noTabs(root: root) }
      guard let tab = HomeTab(rawValue: index) else { throw .noSuchTab(index) }
      selectedTab = tab
    case .showAlert(let newAlert):
      if let alert { throw .alertAlreadyShowing(title: alert.title) }
      alert = newAlert
    }
  }

  /// Closes the alert once the user chose one of its actions, as the platform does.
  ///
  /// - Throws: `FrogsNavigationError.noAlert` when none is showing.
  public mutating func closeAlert() throws(FrogsNavigationError) {
    guard alert != nil else { throw .noAlert }
    alert = nil
  }

  private init(root: FrogsScreen) {
    self.root = root
    if root == .home {
      selectedTab = .frogsGuide
      stacks = HomeTab.allCases.map { [$0.firstScreen] }
    } else {
      stacks = [[root]]
    }
  }

  private var stackIndex: Int {
    selectedTab?.rawValue ?? 0
  }
}
