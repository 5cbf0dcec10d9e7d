public import ViperCore

/// The task list's wireframe: says where the screen leads as navigation values.
@MainActor
public final class TaskListRouter: TaskListWireframe {
  private weak var navigator: (any Navigator<TasksScreen>)?

  /// Creates the router.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<TasksScreen>) {
    self.navigator = navigator
  }

  public func presentCreateTaskView() {
    navigator?.navigate(.present(.createTask, style: .modal))
  }

  public func pushTaskDetailView(taskId: String) {
    navigator?.navigate(.push(.taskDetail(id: taskId)))
  }
}
