public import ViperCore

/// Turns the detail screen's navigation requests into routes for a navigator.
@MainActor
public final class TodoDetailRouter: TodoDetailRouting {
  private weak var navigator: (any Navigator<TodosScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TodosScreen>) {
    self.navigator = navigator
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    navigator?.navigate(.showAlert(alert))
  }

  public func close() {
    navigator?.navigate(.pop)
  }
}
