import ViperCore

/// Races one call to the task service against a timeout on the clock; the loser is cancelled.
///
/// Every repository of the feature calls the service through one, so each call fails the same
/// way: `.timedOut` when the clock passes the timeout first, `.cancelled` when the caller gave
/// up, and the service's own error otherwise.
struct ServiceDeadline: Sendable {
  let clock: any DateClock
  let timeout: Duration

  /// Runs the call until it answers or the timeout passes, whichever comes first.
  ///
  /// - Parameter call: The call to the service.
  /// - Returns: The call's answer, or why there is none.
  func run<Value: Sendable>(
    _ call: @escaping @Sendable () async throws(TaskRemoteError) -> Value
  ) async -> Result<Value, TaskRepositoryError> {
    let clock = clock
    let timeout = timeout
    return await withTaskGroup(of: Result<Value, TaskRepositoryError>.self) { group in
      group.addTask {
        do throws(TaskRemoteError) {
          return .success(try await call())
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
      // A service that stops when cancelled fails in its own words; the caller gave up.
      if case .failure = first, Task.isCancelled { return .failure(.cancelled) }
      return first
    }
  }
}
