public import ViperCore

/// The members of the team, to whom tasks are assigned: their own kind of data, with their own
/// repository, shared by every screen that offers them.
///
/// Members are read from the task service each time, with one call that may take the
/// schedule's timeout; they are not kept on this device.
///
/// ```swift
/// let members = MemberRepository(remote: service, clock: SystemClock())
/// let team = try await members.members()
/// ```
public final class MemberRepository: Sendable {
  private let remote: any TaskRemoteService
  private let deadline: ServiceDeadline

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - remote: The team's task service, which also lists the members.
  ///   - clock: The clock that times the calls.
  ///   - timeout: How long one call may take; the standard schedule's 15 seconds by default.
  public init(
    remote: any TaskRemoteService,
    clock: any DateClock,
    timeout: Duration = RetrySchedule.standard.timeout
  ) {
    self.remote = remote
    self.deadline = ServiceDeadline(clock: clock, timeout: timeout)
  }

  /// Returns the members a task can be assigned to.
  ///
  /// - Returns: The members, in the service's order.
  /// - Throws: `TaskRepositoryError`: why the service did not answer with them.
  public func members() async throws(TaskRepositoryError) -> [Member] {
    let remote = remote
    return try await deadline.run { () async throws(TaskRemoteError) in
      try await remote.fetchMembers()
    }.get()
  }
}
