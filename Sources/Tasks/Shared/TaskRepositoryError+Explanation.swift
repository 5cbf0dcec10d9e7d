extension TaskRepositoryError {
  /// What went wrong, in the user's words, as the end of a sentence that starts with what could
  /// not be done.
  var explanation: String {
    switch self {
    case .timedOut: "the task service did not answer in time."
    case .unavailable(let reason): "the task service could not be reached (\(reason))."
    case .refused(let reason): "the task service refused the request (\(reason))."
    case .store(let error): "the copy of the tasks on this device failed. \(error)"
    case .notFound: "the task is no longer on this device."
    case .cancelled: "the request was cancelled."
    }
  }
}
