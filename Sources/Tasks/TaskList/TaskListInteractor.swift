/// The task list use case: sends the tasks on this device first, then refreshes them through the
/// repository, whose retry schedule runs on the clock.
@MainActor
public final class TaskListInteractor: TaskListUseCase {
  public weak var output: (any TaskListInteractorOutput)?
  private let repository: TaskRepository

  /// Creates the interactor.
  ///
  /// - Parameter repository: The team's tasks, on this device and on the service.
  public init(repository: TaskRepository) {
    self.repository = repository
  }

  public func fetchAllTaskList() async {
    // An unreadable copy on this device shows nothing early; the refresh then replaces the copy,
    // or reports the store's error if it cannot.
    if let cached = try? await repository.cachedTasks(), !cached.isEmpty {
      output?.outputCachedTaskList(cached)
    }
    do {
      let fresh = try await repository.refreshTasks()
      output?.outputAllTaskList(fresh)
    } catch .cancelled {
      return
    } catch {
      output?.outputTaskListError(error)
    }
  }
}
