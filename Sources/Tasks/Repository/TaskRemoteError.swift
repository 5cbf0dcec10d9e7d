/// Why the remote task service did not answer with what was asked.
public enum TaskRemoteError: Error, Equatable, Sendable {
  /// The service could not be reached or failed; asking again later may work.
  case unavailable(reason: String)
  /// The service answered and refused, for example because the user may not see the tasks;
  /// asking again will not change that.
  case refused(reason: String)
}
