/// The stubbed answers of one mock method: a value, a sequence of values, or an error.
///
/// A ``Mock`` keeps one stub per method and forwards each call to its `answer` method, which
/// journals the call and takes the next answer; the last answer of a sequence repeats. A call with
/// nothing stubbed reports an `Unimplemented:` failure that names the method and the stub's
/// property and shows how to stub it, then returns the placeholder, so the test fails without
/// crashing.
///
/// ```swift
/// mock.addTodo.returns(milk)              // in the test
/// mock.addTodo.fails(with: .emptyTitle)
/// ```
public final class Stub<Value: Sendable, Failure: Error>: Sendable {
  private struct State {
    var answers: [Result<Value, Failure>] = []
    var callCount = 0
  }

  private let state = LockedState(State())

  /// Creates a stub with no answers yet.
  public init() {}

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
    precondition(!values.isEmpty, "A stubbed sequence needs at least one value.")
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
    precondition(!results.isEmpty, "A stubbed sequence needs at least one answer.")
    state.withLock { $0.answers = results }
  }

  /// Journals a call to the mock and gives the stubbed answer.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - placeholder: What to return after reporting a call that nothing was stubbed for.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    placeholder: @autoclosure () -> Value,
    function: String = #function
  ) throws(Failure) -> Value {
    try answer(mock, arguments, function: function) ?? placeholder()
  }

  /// Journals a call to the mock and gives the stubbed answer, throwing an error if unstubbed.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - placeholderError: What to throw after reporting a call that nothing was stubbed for.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or the placeholder error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    placeholderError: @autoclosure () -> Failure,
    function: String = #function
  ) throws(Failure) -> Value {
    guard let value = try answer(mock, arguments, function: function) else {
      throw placeholderError()
    }
    return value
  }

  /// Journals the call and takes the next answer, or reports the unstubbed call and gives `nil`.
  func answer(_ mock: some Mock, _ arguments: [Any], function: String) throws(Failure) -> Value? {
    mock.record(function, arguments)
    let answer = state.withLock { state -> Result<Value, Failure>? in
      state.callCount += 1
      guard let first = state.answers.first else { return nil }
      if state.answers.count > 1 { state.answers.removeFirst() }
      return first
    }
    if let answer { return try answer.get() }
    let property = Mirror(reflecting: mock).children.first { ($0.value as? Self) === self }?.label
    let stub = "mock." + (property ?? "stub")
    mock.journal.reportFailure(
      """
      Unimplemented: \(type(of: mock)).\(function) was called, but no answer was stubbed.

      A mock never invents a result, so a call the test did not plan for cannot pass silently.

      To fix, stub it before the call: \(stub).returns(…) or \(stub).fails(with: …).
      """
    )
    return nil
  }
}

extension Stub where Value == Void {
  /// Journals a call to a method without a result and throws the stubbed error, if any.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Throws: The stubbed error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) throws(Failure) {
    _ = try answer(mock, arguments, function: function)
  }
}

extension Stub where Value: RangeReplaceableCollection {
  /// Journals a call to a method that returns a collection, answering an empty one if unstubbed.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) throws(Failure) -> Value {
    try answer(mock, arguments, function: function) ?? Value()
  }
}
