public import Foundation
public import ViperCore

/// Turns the to-do list's navigation requests into routes for a navigator.
@MainActor
public final class TodoListRouter: TodoListRouting {
  private weak var navigator: (any Navigator<TodosScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TodosScreen>) {
    self.navigator = navigator
  }

  public func showDetail(for id: UUID) {
    navigator?.navigate(.push(.todoDetail(id: id)))
  }

  public func showDeleteConfirmation(_ alert: Alert) {
    navigator?.navigate(.showAlert(alert))
  }
}
