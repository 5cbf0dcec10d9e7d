/// The stubbed answers of one mock method: a value, a sequence of values, or an error.
///
/// Every `Mock…` type keeps one stub per method. A call takes the next answer; the last answer of a
/// sequence repeats. A call with nothing stubbed reports an `Unimplemented:` failure through the
/// journal that names the method and shows how to stub it, then returns the placeholder the mock
/// passes, so the test fails without crashing.
///
/// ```swift
/// public let addTodo = Stub<Todo, AddTodoError>(
///   "MockAddTodoInteractor.addTodo(title:dueDate:)", journal: journal)
///
/// mock.addTodo.returns(milk)              // in the test
/// mock.addTodo.fails(with: .emptyTitle)
/// let result = addTodo.next(placeholder: .success(milk))  // in the mock
/// ```
public final class Stub<Value: Sendable, Failure: Error>: Sendable {
  private struct State {
    var answers: [Result<Value, Failure>] = []
    var callCount = 0
  }

  /// The method's name as failures show it, such as `MockListInteractor.upcomingItems()`.
  public let method: String
  /// The name of the mock's property that holds this stub, used in the how-to-fix hint.
  public let property: String
  private let journal: Journal
  private let state = LockedState(State())

  /// Creates a stub with no answers yet.
  ///
  /// - Parameters:
  ///   - method: The mock type and method, as `MockType.method(label:)`.
  ///   - property: The mock's property that holds the stub; by default the method's base name.
  ///     A method without arguments needs another name, such as `todosStub` for `todos()`,
  ///     because Swift does not let a property and such a method share one.
  ///   - journal: The journal that receives the unimplemented-call failure.
  public init(_ method: String, property: String? = nil, journal: Journal) {
    self.method = method
    self.property =
      property
      ?? method.split(separator: ".").dropFirst().first?
      .split(separator: "(").first.map(String.init) ?? "stub"
    self.journal = journal
  }

  /// How many times the method was called.
  public var callCount: Int {
    state.withLock { $0.callCount }
  }

  /// Answers every later call with a value.
  ///
  /// - Parameter value: The value to return.
  public func returns(_ value: Value) {
    state.withLock { $0.answers = [.success(value)] }
  }

  /// Answers later calls with the values in order, repeating the last one.
  ///
  /// - Parameter values: The values to return, at least one.
  public func returns(sequence values: [Value]) {
    precondition(!values.isEmpty, "\(method): a stubbed sequence needs at least one value.")
    state.withLock { $0.answers = values.map { .success($0) } }
  }

  /// Answers every later call by throwing an error.
  ///
  /// - Parameter error: The error to throw.
  public func fails(with error: Failure) {
    state.withLock { $0.answers = [.failure(error)] }
  }

  /// Answers later calls with the results in order, repeating the last one.
  ///
  /// - Parameter results: The successes and failures to give, at least one.
  public func answers(_ results: [Result<Value, Failure>]) {
    precondition(!results.isEmpty, "\(method): a stubbed sequence needs at least one answer.")
    state.withLock { $0.answers = results }
  }

  /// Takes the answer for a call, reporting an unimplemented call when nothing is stubbed.
  ///
  /// - Parameters:
  ///   - placeholder: What the mock gives back after reporting an unstubbed call.
  ///   - location: Where the failure points, if the mock knows.
  /// - Returns: The stubbed answer, or the placeholder after a failure was reported.
  public func next(
    placeholder: Result<Value, Failure>,
    at location: SourceCodeLocation? = nil
  ) -> Result<Value, Failure> {
    let answer = state.withLock { state -> Result<Value, Failure>? in
      state.callCount += 1
      guard let first = state.answers.first else { return nil }
      if state.answers.count > 1 { state.answers.removeFirst() }
      return first
    }
    if let answer { return answer }
    journal.reportFailure(
      """
      Unimplemented: \(method) was called, but no answer was stubbed.

      A mock never invents a result, so a call the test did not plan for cannot pass silently.

      To fix, stub it before the call: mock.\(property).returns(…) or \
      mock.\(property).fails(with: …).
      """,
      at: location
    )
    return placeholder
  }
}
