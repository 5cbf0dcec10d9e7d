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
///
/// An `async` method forwards to `suspendingAnswer` instead, so that a test can also hold its
/// calls: after ``suspends()``, each call waits until the test answers it, which is how a test
/// plays a slow server against a timeout on the ``TestClock``.
///
/// ```swift
/// service.authenticate.suspends()
/// async let tap: Void = presenter.loginTapped(account: "frog@example.com", password: "ribbit")
/// await service.authenticate.waitUntilSuspended()
/// await clock.advance(by: .seconds(10))          // the presenter gives up
/// service.authenticate.resume(returning: session) // a late answer
/// await tap
/// ```
public final class Stub<Value: Sendable, Failure: Error>: Sendable {
  private typealias SuspendedCall = CheckedContinuation<Result<Value, Failure>, Never>
  /// A test waiting for calls to suspend.
  private typealias Waiter = CheckedContinuation<Void, Never>

  private struct State {
    var answers: [Result<Value, Failure>] = []
    var callCount = 0
    var suspends = false
    /// What a suspended call throws when its task is cancelled; `nil` while calls ignore it.
    var cancellationAnswer: Failure?
    /// Answers the test gave while no call was suspended, for the next calls that suspend.
    var earlyAnswers: [Result<Value, Failure>] = []
    var suspendedCalls: [(id: Int, call: SuspendedCall)] = []
    var lastCallID = 0
    /// Calls cancelled before they suspended, which end with the cancellation answer at once.
    var cancelledCallIDs: Set<Int> = []
    var suspensionWaiters: [(count: Int, continuation: Waiter)] = []

    /// Takes the next stubbed answer; the last one repeats.
    mutating func nextAnswer() -> Result<Value, Failure>? {
      guard let first = answers.first else { return nil }
      if answers.count > 1 { answers.removeFirst() }
      return first
    }

    /// Takes the waiters whose count of suspended calls is reached.
    mutating func takeReadyWaiters() -> [Waiter] {
      let count = suspendedCalls.count
      let ready = suspensionWaiters.filter { $0.count <= count }.map(\.continuation)
      suspensionWaiters.removeAll { $0.count <= count }
      return ready
    }
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
    stub([.success(value)])
  }

  /// Answers later calls with the values in order, repeating the last one.
  ///
  /// - Parameter values: The values to return, at least one.
  public func returns(sequence values: [Value]) {
    precondition(!values.isEmpty, "A stubbed sequence needs at least one value.")
    stub(values.map { .success($0) })
  }

  /// Answers every later call by throwing an error.
  ///
  /// - Parameter error: The error to throw.
  public func fails(with error: Failure) {
    stub([.failure(error)])
  }

  /// Answers later calls with the results in order, repeating the last one.
  ///
  /// - Parameter results: The successes and failures to give, at least one.
  public func answers(_ results: [Result<Value, Failure>]) {
    precondition(!results.isEmpty, "A stubbed sequence needs at least one answer.")
    stub(results)
  }

  /// Makes later calls through `suspendingAnswer` wait until the test answers each of them with
  /// ``resume(returning:)`` or ``resume(throwing:)``, oldest first.
  ///
  /// A suspended call ignores cancellation, as a server that answers anyway does: answer every
  /// suspended call before awaiting the work that made it. Stubbing an answer ends suspending for
  /// later calls.
  public func suspends() {
    state.withLock { state in
      state.suspends = true
      state.cancellationAnswer = nil
    }
  }

  /// Makes later calls wait for the test's answer, as ``suspends()`` does, except that a call
  /// whose task is cancelled ends at once by throwing `error`, as a service that honours
  /// cancellation does.
  ///
  /// This plays a slow service against a timeout that cancels the call: the code under test goes
  /// on (to its retry, say) without the test answering the abandoned call.
  ///
  /// ```swift
  /// service.fetchTasksStub.suspends(whenCancelled: .unavailable(reason: "cancelled"))
  /// ```
  ///
  /// - Parameter error: What a cancelled call throws.
  public func suspends(whenCancelled error: Failure) {
    state.withLock { state in
      state.suspends = true
      state.cancellationAnswer = error
    }
  }

  /// The number of calls waiting for the test to answer them.
  public var suspendedCallCount: Int {
    state.withLock { $0.suspendedCalls.count }
  }

  /// Waits until at least `count` calls are suspended, without polling.
  ///
  /// - Parameter count: How many suspended calls to wait for.
  public func waitUntilSuspended(count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        state.suspensionWaiters.append((count, continuation))
        return state.takeReadyWaiters()
      }
      for waiter in ready { waiter.resume() }
    }
  }

  /// Answers the oldest suspended call with a value, or the next call to suspend if none waits.
  ///
  /// - Parameter value: The value the call returns.
  public func resume(returning value: Value) {
    resume(with: .success(value))
  }

  /// Answers the oldest suspended call with an error, or the next call to suspend if none waits.
  ///
  /// - Parameter error: The error the call throws.
  public func resume(throwing error: Failure) {
    resume(with: .failure(error))
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

  /// Journals a call to an `async` method and gives the stubbed answer, or waits for the test to
  /// give it while the stub ``suspends()``.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - placeholder: What to return after reporting a call that nothing was stubbed for.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    placeholder: @autoclosure () -> Value,
    function: String = #function
  ) async throws(Failure) -> Value {
    try await suspendingAnswer(mock, arguments, function: function) ?? placeholder()
  }

  /// Journals a call to an `async` method and gives the stubbed answer, or waits for the test to
  /// give it while the stub ``suspends()``; throws an error if unstubbed.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - placeholderError: What to throw after reporting a call that nothing was stubbed for.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or the placeholder error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    placeholderError: @autoclosure () -> Failure,
    function: String = #function
  ) async throws(Failure) -> Value {
    guard let value = try await suspendingAnswer(mock, arguments, function: function) else {
      throw placeholderError()
    }
    return value
  }

  /// Journals the call and takes the next answer, or reports the unstubbed call and gives `nil`.
  func answer(_ mock: some Mock, _ arguments: [Any], function: String) throws(Failure) -> Value? {
    mock.record(function, arguments)
    let answer = state.withLock { state in
      state.callCount += 1
      return state.nextAnswer()
    }
    return try give(answer, mock, function: function)
  }

  /// Journals the call and gives the next answer, waiting for the test's answer if the stub
  /// suspends, or reports the unstubbed call and gives `nil`.
  func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: [Any],
    function: String
  ) async throws(Failure) -> Value? {
    mock.record(function, arguments)
    let (suspends, answer) = state.withLock { state in
      state.callCount += 1
      return state.suspends ? (true, nil) : (false, state.nextAnswer())
    }
    if suspends { return try await suspend().get() }
    return try give(answer, mock, function: function)
  }

  /// Gives a stubbed answer, or reports the unstubbed call and gives `nil`.
  private func give(
    _ answer: Result<Value, Failure>?,
    _ mock: some Mock,
    function: String
  ) throws(Failure) -> Value? {
    guard let answer else {
      reportUnstubbed(mock, function: function)
      return nil
    }
    return try answer.get()
  }

  private func suspend() async -> Result<Value, Failure> {
    let id = state.withLock { state in
      state.lastCallID += 1
      return state.lastCallID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (call: SuspendedCall) in
        let (early, ready) = state.withLock { state -> (Result<Value, Failure>?, [Waiter]) in
          if !state.earlyAnswers.isEmpty {
            return (state.earlyAnswers.removeFirst(), [])
          }
          if state.cancelledCallIDs.remove(id) != nil, let answer = state.cancellationAnswer {
            return (.failure(answer), [])
          }
          state.suspendedCalls.append((id, call))
          return (nil, state.takeReadyWaiters())
        }
        if let early { call.resume(returning: early) }
        for waiter in ready { waiter.resume() }
      }
    } onCancel: {
      endCancelledCall(id: id)
    }
  }

  /// Ends a suspended call whose task was cancelled, if the stub honours cancellation; a call
  /// cancelled before it suspended ends as soon as it does.
  private func endCancelledCall(id: Int) {
    let (call, answer) = state.withLock { state -> (SuspendedCall?, Failure?) in
      guard let answer = state.cancellationAnswer else { return (nil, nil) }
      guard let index = state.suspendedCalls.firstIndex(where: { $0.id == id }) else {
        state.cancelledCallIDs.insert(id)
        return (nil, nil)
      }
      return (state.suspendedCalls.remove(at: index).call, answer)
    }
    if let call, let answer { call.resume(returning: .failure(answer)) }
  }

  private func resume(with answer: Result<Value, Failure>) {
    let call = state.withLock { state -> SuspendedCall? in
      guard !state.suspendedCalls.isEmpty else {
        state.earlyAnswers.append(answer)
        return nil
      }
      return state.suspendedCalls.removeFirst().call
    }
    call?.resume(returning: answer)
  }

  private func stub(_ answers: [Result<Value, Failure>]) {
    state.withLock { state in
      state.answers = answers
      state.suspends = false
    }
  }

  private func reportUnstubbed(_ mock: some Mock, function: String) {
    let property = Mirror(reflecting: mock).children.first { ($0.value as? Self) === self }?.label
    let stub = "mock." + (property ?? "stub")
    mock.journal.reportFailure(
      """
      Unimplemented: \(type(of: mock)).\(function) was called, but no answer was stubbed.

      A mock never invents a result, so a call the test did not plan for cannot pass silently.

      To fix, stub it before the call: \(stub).returns(…) or \(stub).fails(with: …).
      """
    )
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

  /// Journals a call to an `async` method without a result and throws the stubbed error, if any,
  /// or waits for the test's answer while the stub ``suspends()``.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Throws: The stubbed error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) async throws(Failure) {
    _ = try await suspendingAnswer(mock, arguments, function: function)
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

  /// Journals a call to an `async` method that returns a collection, answering an empty one if
  /// unstubbed, or waits for the test's answer while the stub ``suspends()``.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) async throws(Failure) -> Value {
    try await suspendingAnswer(mock, arguments, function: function) ?? Value()
  }
}
