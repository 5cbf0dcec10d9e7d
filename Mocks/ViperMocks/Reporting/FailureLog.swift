/// A thread-safe list of reported failures, for testing doubles and expectations themselves.
///
/// Harness code reports failures instead of returning them; to check what it reports, hand it this
/// log's ``reporter`` and read ``messages`` afterwards.
///
/// ```swift
/// let failures = FailureLog()
/// let journal = Journal(reporter: failures.reporter)
/// mock.addTodo(title: "Milk")        // unstubbed
/// failures.messages.first          // "Unimplemented: MockAddTodoInteractor.addTodo(…"
/// ```
public final class FailureLog: Sendable {
  private let entries = LockedState<[(message: String, location: SourceCodeLocation?)]>([])

  /// Creates an empty log.
  public init() {}

  /// A reporter that appends every failure to this log.
  public var reporter: FailureReporter {
    FailureReporter { message, location in
      self.entries.withLock { $0.append((message, location)) }
    }
  }

  /// The messages reported so far, in order.
  public var messages: [String] {
    entries.withLock { $0.map(\.message) }
  }

  /// The locations of the failures reported so far, in order.
  public var locations: [SourceCodeLocation?] {
    entries.withLock { $0.map(\.location) }
  }
}
