/// The completion handlers a mock's method was given, held so that the test calls them back.
///
/// A classic VIPER interactor answers through a completion handler instead of `async`. Its mock
/// journals the call and holds the handler here; the test checks what the presenter did while it
/// waited, then answers as the real service would, and checks what it did with the answer:
///
/// ```swift
/// presenter.viewDidLoad()
/// expectTranscript(journal, #"interactor.loadAvatar(for: "ada", completion: (Function))"#)
///
/// interactor.loadAvatar.complete(with: .success(avatar))
///
/// expectTranscript(journal, "view.showAvatar(Data(2 bytes: 89 50))")
/// ```
///
/// Handlers are called back oldest first, each once. A handler the test never calls is never
/// called, as with a server that never answers: nothing fails for it.
public final class HeldCompletions<Value>: Sendable {
  /// A handler as the mock was given it, adapted to take the completion's one value.
  ///
  /// The list of them sits behind the lock; a handler itself is the code under test's, called by
  /// the test through ``complete(with:fileID:filePath:line:column:)`` where the real collaborator
  /// would have called it. Swift cannot check a closure that is not `Sendable`, so where calling
  /// it is safe stays the code under test's own contract, as it is with the real collaborator.
  private struct Handler: @unchecked Sendable {
    let call: (Value) -> Void
  }

  private struct State {
    var held: [Handler] = []
    var heldCount = 0
    /// The method that was given the handlers, once one was.
    var function: String?
  }

  private let state = LockedState(State())

  /// Creates a holder with no handlers yet.
  public init() {}

  /// How many handlers the mock was given, answered or not.
  public var callCount: Int {
    state.withLock { $0.heldCount }
  }

  /// How many handlers wait for the test to call them back.
  public var pendingCount: Int {
    state.withLock { $0.held.count }
  }

  /// Holds a handler until the test calls it back; the mock's method calls this.
  ///
  /// - Parameters:
  ///   - handler: The handler, adapted to take one value: a tuple for a handler with several
  ///     parameters, `Void` for one without.
  ///   - function: The method that was given it; the caller's own name by default.
  public func hold(_ handler: @escaping (Value) -> Void, function: String = #function) {
    state.withLock { state in
      state.held.append(Handler(call: handler))
      state.heldCount += 1
      state.function = function
    }
  }

  /// Calls the oldest handler still held with a value, as the real collaborator would answer.
  ///
  /// - Parameters:
  ///   - value: What the handler gets: a tuple for a handler with several parameters.
  ///   - fileID: The file that completes, for the failure when no handler is held.
  ///   - filePath: The full path of that file.
  ///   - line: The line that completes.
  ///   - column: The column that completes.
  public func complete(
    with value: Value,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    let (handler, count, function) = state.withLock { state in
      (state.held.isEmpty ? nil : state.held.removeFirst(), state.heldCount, state.function)
    }
    guard let handler else {
      let method = function.map { "`\($0)`" } ?? "the mocked method"
      HarnessFailure.report(
        """
        Expected a completion handler to call back, but none is held \
        (\(count) given to \(method), all called back).

        The code under test did not call the method, or its handlers were called back already.

        To fix, check the transcript for the call before completing it.
        """,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        scope: HarnessScope.current
      )
      return
    }
    handler.call(value)
  }
}

extension HeldCompletions where Value == Void {
  /// Calls the oldest handler still held, for a handler that takes no value.
  ///
  /// - Parameters:
  ///   - fileID: The file that completes, for the failure when no handler is held.
  ///   - filePath: The full path of that file.
  ///   - line: The line that completes.
  ///   - column: The column that completes.
  public func complete(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    complete(with: (), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
