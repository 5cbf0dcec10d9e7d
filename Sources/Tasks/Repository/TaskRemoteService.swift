/// The team's task service on the network; tests use a mock, and the runnable app can use
/// ``InMemoryTaskRemoteService``.
///
/// An implementation should stop when its task is cancelled: the repository cancels a call that
/// has not answered in time, and it waits for the call to end before it retries.
public protocol TaskRemoteService: Sendable {
  /// Returns every task of the team, in the service's order.
  ///
  /// - Returns: The tasks.
  /// - Throws: `TaskRemoteError` when the service cannot be reached or refuses.
  func fetchTasks() async throws(TaskRemoteError) -> [TaskItem]

  /// Returns the members of the team, to whom a task can be assigned.
  ///
  /// - Returns: The members, in the service's order.
  /// - Throws: `TaskRemoteError` when the service cannot be reached or refuses.
  func fetchMembers() async throws(TaskRemoteError) -> [Member]

  /// Creates a task from a draft; the service gives it its identifier.
  ///
  /// - Parameter draft: What the user entered, already checked.
  /// - Returns: The task as the service stored it.
  /// - Throws: `TaskRemoteError` when the service cannot be reached or refuses.
  func createTask(_ draft: TaskDraft) async throws(TaskRemoteError) -> TaskItem

  /// Replaces a task with a changed copy, matched by identifier.
  ///
  /// - Parameter task: The changed task.
  /// - Throws: `TaskRemoteError` when the service cannot be reached or refuses, for example
  ///   because the task was deleted.
  func updateTask(_ task: TaskItem) async throws(TaskRemoteError)
}
