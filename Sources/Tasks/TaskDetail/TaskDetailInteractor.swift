/// The task detail use case: reads the task from this device, and changes its done state through
/// the repository, which saves it here at once and puts it back when the service does not take
/// it.
@MainActor
public final class TaskDetailInteractor: TaskDetailUseCase {
  public weak var output: (any TaskDetailInteractorOutput)?
  private let repository: TaskRepository

  /// Creates the interactor.
  ///
  /// - Parameter repository: The team's tasks, on this device and on the service.
  public init(repository: TaskRepository) {
    self.repository = repository
  }

  public func fetchTask(id: String) async {
    do {
      guard let task = try await repository.task(id: id) else {
        output?.outputTaskNotFound(id: id)
        return
      }
      output?.outputTask(task)
    } catch {
      output?.outputTaskError(.store(error))
    }
  }

  public func setDone(_ isDone: Bool, taskId: String) async {
    do {
      output?.outputDoneChanged(try await repository.setDone(isDone, taskId: taskId))
    } catch .cancelled {
      // The screen closed; the repository has already put the task back.
      return
    } catch {
      output?.outputDoneChangeError(error)
    }
  }
}
