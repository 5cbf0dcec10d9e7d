/// A route the app's navigation cannot perform in its current state: a router asked for
/// something no screen could show, which is a bug to report rather than to ignore.
public enum FrogsNavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A push, pop, presentation, tab switch or alert came before any screen was the root.
  case noRoot
  /// A tab was selected while the root is a screen without tabs.
  case noTabs(root: FrogsScreen)
  /// A tab index the home screen does not have.
  case noSuchTab(Int)
  /// A pop on a stack that shows only its first screen.
  case nothingToPop(FrogsScreen)
  /// A push or a second presentation while a sheet or modal covers the stack.
  case covered(by: FrogsScreen)
  /// A dismiss while nothing is presented.
  case nothingPresented
  /// An alert while another is still showing.
  case alertAlreadyShowing(title: String)
  /// An alert answered while none is showing.
  case noAlert

  public var description: String {
    switch self {
    case .noRoot:
      "No screen is the root yet; set a root before pushing, presenting or selecting a tab."
    case .noTabs(let root):
      "The root, .\(root), has no tabs to select; only .home has."
    case .noSuchTab(let index):
      "The home screen has tabs 0 to \(HomeTab.allCases.count - 1), not \(index)."
    case .nothingToPop(let screen):
      "The stack shows only its first screen, .\(screen); there is nothing to pop."
    case .covered(let screen):
      ".\(screen) is presented over the stack; dismiss it first."
    case .nothingPresented:
      "Nothing is presented, so there is nothing to dismiss."
    case .alertAlreadyShowing(let title):
      "The alert \"\(title)\" is still showing; it must be answered before another one shows."
    case .noAlert:
      "No alert is showing, so none can be answered."
    }
  }
}
