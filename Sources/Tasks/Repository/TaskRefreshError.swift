public import ViperCore

/// Why the task list could not be refreshed from the remote service.
public enum TaskRefreshError: Error, Equatable, Sendable {
  /// No call answered in time, the last one included.
  case timedOut
  /// The service could not be reached, the last retry included.
  case unavailable(reason: String)
  /// The service refused; it was not asked again.
  case refused(reason: String)
  /// The fresh tasks could not be kept on this device.
  case store(DataStoreError)
  /// The refresh was cancelled, for example because the screen closed.
  case cancelled
}
