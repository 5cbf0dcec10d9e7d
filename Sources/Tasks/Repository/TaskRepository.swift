public import ViperCore

/// The team's tasks: the one place that knows both the remote service and the copy kept on this
/// device, shared by every screen that shows tasks.
///
/// ``cachedTasks()`` answers at once from this device; ``refreshTasks()`` asks the service on a
/// ``RetrySchedule`` driven by the injected clock, then replaces the copy on this device with the
/// answer, in the service's order. ``setDone(_:taskId:)`` and ``createTask(_:)`` make one call
/// each, within the schedule's timeout. The members to assign tasks to are another kind of data,
/// with their own ``MemberRepository``.
///
/// ```swift
/// let tasks = TaskRepository(local: store, remote: service, clock: SystemClock())
/// let cached = try await tasks.cachedTasks()
/// let fresh = try await tasks.refreshTasks()
/// ```
public final class TaskRepository: Sendable {
  private let local: any DataStore<TaskItem>
  private let remote: any TaskRemoteService
  private let clock: any DateClock
  private let schedule: RetrySchedule
  private let deadline: ServiceDeadline

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - local: The copy of the tasks kept on this device.
  ///   - remote: The team's task service.
  ///   - clock: The clock that times the calls and the waits between them.
  ///   - schedule: How long a call may take and when to try again.
  public init(
    local: any DataStore<TaskItem>,
    remote: any TaskRemoteService,
    clock: any DateClock,
    schedule: RetrySchedule = .standard
  ) {
    self.local = local
    self.remote = remote
    self.clock = clock
    self.schedule = schedule
    self.deadline = ServiceDeadline(clock: clock, timeout: schedule.timeout)
  }

  /// Returns the tasks kept on this device by the last refresh, without the network.
  ///
  /// - Returns: The tasks, in the service's order at that refresh; empty before the first.
  /// - Throws: The store's error when the copy cannot be read.
  public func cachedTasks() async throws(DataStoreError) -> [TaskItem] {
    try await local.all()
  }

  /// Asks the remote service for the tasks on the schedule, and keeps the answer on this device.
  ///
  /// - Returns: The tasks, in the service's order.
  /// - Throws: `TaskRepositoryError`: the last failure once the retries are used up, a refusal at
  ///   once, `.store` when the answer cannot be kept, `.cancelled` when the caller's task is.
  public func refreshTasks() async throws(TaskRepositoryError) -> [TaskItem] {
    let remote = remote
    var lastFailure = TaskRepositoryError.timedOut
    for attempt in 0...schedule.delays.count {
      if attempt > 0 {
        do {
          try await clock.sleep(for: schedule.delays[attempt - 1])
        } catch {
          throw .cancelled
        }
      }
      let answer = await deadline.run { () async throws(TaskRemoteError) in
        try await remote.fetchTasks()
      }
      switch answer {
      case .success(let tasks):
        try await keep(tasks)
        return tasks
      case .failure(let failure):
        switch failure {
        case .refused, .cancelled, .store, .notFound: throw failure
        case .timedOut, .unavailable: lastFailure = failure
        }
      }
    }
    throw lastFailure
  }

  /// Returns one task as this device keeps it.
  ///
  /// - Parameter id: The task's identifier.
  /// - Returns: The task, or `nil` when this device has no task with that identifier.
  /// - Throws: The store's error when the copy cannot be read.
  public func task(id: String) async throws(DataStoreError) -> TaskItem? {
    try await local.entity(withID: id)
  }

  /// Marks a task done or not done, on this device at once, then on the service.
  ///
  /// The service gets one call, which may take the schedule's timeout. When that call fails, the
  /// copy on this device is put back as it was, so the device never claims a change the team
  /// does not see.
  ///
  /// - Parameters:
  ///   - isDone: Whether the task is done.
  ///   - taskId: The task's identifier.
  /// - Returns: The changed task.
  /// - Throws: `TaskRepositoryError`: `.notFound` when this device has no such task, `.store`
  ///   when its copy cannot be changed, or why the service did not take the change (after which
  ///   the copy is as it was).
  public func setDone(
    _ isDone: Bool,
    taskId: String
  ) async throws(TaskRepositoryError)
    -> TaskItem
  {
    let stored: TaskItem?
    do { stored = try await local.entity(withID: taskId) } catch { throw .store(error) }
    guard let previous = stored else { throw .notFound(id: taskId) }
    var changed = previous
    changed.isDone = isDone
    do { try await local.update(changed) } catch { throw .store(error) }
    let remote = remote
    let sent = changed
    let outcome = await deadline.run { () async throws(TaskRemoteError) in
      try await remote.updateTask(sent)
    }
    guard case .failure(let failure) = outcome else { return changed }
    do { try await local.update(previous) } catch { throw .store(error) }
    throw failure
  }

  /// Creates a task on the service, with one call that may take the schedule's timeout, and
  /// keeps it on this device.
  ///
  /// A create is never retried: a call that timed out may still have created the task, and a
  /// second call would create it twice. The copy on this device is a cache, so a store that
  /// cannot take the new task does not undo it: the list's next refresh rewrites the copy, and
  /// reports a store that cannot be written.
  ///
  /// - Parameter draft: What the user entered, already checked.
  /// - Returns: The task as the service created it.
  /// - Throws: `TaskRepositoryError`: why the service did not create the task.
  public func createTask(_ draft: TaskDraft) async throws(TaskRepositoryError) -> TaskItem {
    let remote = remote
    let created = try await deadline.run { () async throws(TaskRemoteError) in
      try await remote.createTask(draft)
    }.get()
    try? await local.insert(created)
    return created
  }

  /// Replaces the copy on this device: everything is removed, then the answer is stored in the
  /// service's order, which is the order ``cachedTasks()`` returns.
  private func keep(_ tasks: [TaskItem]) async throws(TaskRepositoryError) {
    do {
      for task in try await local.all() {
        try await local.delete(id: task.id)
      }
      for task in tasks {
        try await local.insert(task)
      }
    } catch {
      throw .store(error)
    }
  }
}
