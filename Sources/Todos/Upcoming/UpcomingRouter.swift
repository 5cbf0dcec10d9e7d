public import ViperCore

/// Turns the upcoming screen's navigation requests into routes for a navigator.
@MainActor
public final class UpcomingRouter: UpcomingRouting {
  private weak var navigator: (any Navigator<TodosScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TodosScreen>) {
    self.navigator = navigator
  }

  public func presentAddTodo() {
    navigator?.navigate(.present(.addTodo, style: .modal))
  }
}
