/// A navigation transition as a value, so routers can be tested by comparing what they asked for.
///
/// `Screen` is the feature's own enumeration of destinations.
///
/// ```swift
/// navigator.navigate(.present(.addTodo, style: .modal))
/// ```
public enum Route<Screen: Equatable & Sendable>: Equatable, Sendable {
  /// Replaces the whole navigation stack with one screen.
  case setRoot(Screen)
  /// Pushes a screen onto the current stack.
  case push(Screen)
  /// Pops the top screen off the current stack.
  case pop
  /// Presents a screen over the current one.
  case present(Screen, style: PresentationStyle)
  /// Dismisses the presented screen.
  case dismiss
  /// Selects a tab by its index.
  case selectTab(Int)
  /// Shows an alert over the current screen.
  case showAlert(Alert)
}
