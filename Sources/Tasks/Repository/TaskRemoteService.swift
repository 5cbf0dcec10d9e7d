/// The team's task service on the network; tests use a mock.
///
/// An implementation should stop when its task is cancelled: the repository cancels a call that
/// has not answered in time, and it waits for the call to end before it retries.
public protocol TaskRemoteService: Sendable {
  /// Returns every task of the team, in the service's order.
  ///
  /// - Returns: The tasks.
  /// - Throws: `TaskRemoteError` when the service cannot be reached or refuses.
  func fetchTasks() async throws(TaskRemoteError) -> [TaskItem]
}
