public import ViperCore

/// Why the task repository could not do what was asked.
public enum TaskRepositoryError: Error, Equatable, Sendable {
  /// The service did not answer in time (for a refresh: no call did, the last one included).
  case timedOut
  /// The service could not be reached (for a refresh: the last retry included).
  case unavailable(reason: String)
  /// The service refused; it was not asked again.
  case refused(reason: String)
  /// The copy on this device could not be read or changed.
  case store(DataStoreError)
  /// The task is not on this device, for example because a refresh removed it.
  case notFound(id: String)
  /// The request was cancelled, for example because the screen closed.
  case cancelled
}
