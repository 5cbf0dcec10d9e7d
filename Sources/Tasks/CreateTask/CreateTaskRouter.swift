public import ViperCore

/// The create-task form's wireframe: says where the form leads as navigation values.
@MainActor
public final class CreateTaskRouter: CreateTaskWireframe {
  private weak var navigator: (any Navigator<TasksScreen>)?

  /// Creates the router.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TasksScreen>) {
    self.navigator = navigator
  }

  public func dismissCreateTaskView() {
    navigator?.navigate(.dismiss)
  }
}
