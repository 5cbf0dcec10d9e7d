public import ViperCore

/// The team's tasks: the one place that knows both the remote service and the copy kept on this
/// device, shared by every screen that shows tasks.
///
/// ``cachedTasks()`` answers at once from this device; ``refreshTasks()`` asks the service on a
/// ``RetrySchedule`` driven by the injected clock, then replaces the copy on this device with the
/// answer, in the service's order.
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
  /// - Throws: `TaskRefreshError`: the last failure once the retries are used up, a refusal at
  ///   once, `.store` when the answer cannot be kept, `.cancelled` when the caller's task is.
  public func refreshTasks() async throws(TaskRefreshError) -> [TaskItem] {
    var lastFailure = TaskRefreshError.timedOut
    for attempt in 0...schedule.delays.count {
      if attempt > 0 {
        do {
          try await clock.sleep(for: schedule.delays[attempt - 1])
        } catch {
          throw .cancelled
        }
      }
      switch await fetchWithinTimeout() {
      case .success(let tasks):
        try await keep(tasks)
        return tasks
      case .failure(let failure):
        switch failure {
        case .refused, .cancelled, .store: throw failure
        case .timedOut, .unavailable: lastFailure = failure
        }
      }
    }
    throw lastFailure
  }

  /// One call, raced against the timeout on the clock; the loser is cancelled.
  private func fetchWithinTimeout() async -> Result<[TaskItem], TaskRefreshError> {
    let remote = remote
    let clock = clock
    let timeout = schedule.timeout
    return await withTaskGroup(of: Result<[TaskItem], TaskRefreshError>.self) { group in
      group.addTask {
        do throws(TaskRemoteError) {
          return .success(try await remote.fetchTasks())
        } catch {
          switch error {
          case .unavailable(let reason): return .failure(.unavailable(reason: reason))
          case .refused(let reason): return .failure(.refused(reason: reason))
          }
        }
      }
      group.addTask {
        do {
          try await clock.sleep(for: timeout)
          return .failure(.timedOut)
        } catch {
          return .failure(.cancelled)
        }
      }
      let first = await group.next() ?? .failure(.cancelled)
      group.cancelAll()
      return first
    }
  }

  /// Replaces the copy on this device: everything is removed, then the answer is stored in the
  /// service's order, which is the order ``cachedTasks()`` returns.
  private func keep(_ tasks: [TaskItem]) async throws(TaskRefreshError) {
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
