public import ViperCore

/// Turns the add form's navigation requests into routes for a navigator.
@MainActor
public final class AddTodoRouter: AddTodoRouting {
  private weak var navigator: (any Navigator<TodosScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TodosScreen>) {
    self.navigator = navigator
  }

  public func dismiss() {
    navigator?.navigate(.dismiss)
  }
}
