public import ViperCore

/// The task detail's wireframe: says where the screen leads as navigation values.
@MainActor
public final class TaskDetailRouter: TaskDetailWireframe {
  private weak var navigator: (any Navigator<TasksScreen>)?

  /// Creates the router.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TasksScreen>) {
    self.navigator = navigator
  }

  public func popTaskDetailView() {
    navigator?.navigate(.pop)
  }
}
