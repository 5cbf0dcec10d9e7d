/// The stubbed answers of one mock method: a value, a sequence of values, or an error.
///
/// A ``Mock`` keeps one stub per method and forwards each call to its `answer` method, which
/// journals the call and takes the next answer; the last answer of a sequence repeats. A call with
/// nothing stubbed reports an `Unimplemented:` failure that names the method and the stub's
/// property and shows how to stub it, then returns the placeholder, so the test fails without
/// crashing. A `Stub<Void, Never>` (an `async` method without a result or an error) has nothing to
/// invent: unstubbed, it answers at once, and it is there to hold calls with
/// ``suspends(fileID:filePath:line:column:)``.
///
/// ```swift
/// mock.addTodo.returns(milk)              // in the test
/// mock.addTodo.fails(with: .emptyTitle)
/// ```
///
/// An `async` method forwards to `suspendingAnswer` instead, so that a test can also hold its
/// calls: after ``suspends(fileID:filePath:line:column:)``, each call waits until the test answers
/// it, which is how a test plays a slow server against a timeout on the ``TestClock``.
///
/// ```swift
/// service.authenticate.suspends()
/// async let tap: Void = presenter.loginTapped(account: "frog@example.com", password: "ribbit")
/// await service.authenticate.waitUntilSuspended()
/// await clock.advance(by: .seconds(10))          // the presenter gives up
/// service.authenticate.resume(returning: session) // a late answer
/// await tap
/// ```
///
/// Inside the harness (the `.harness` trait, and every spec scenario), a stub checks when the test
/// ends that nothing it was given is left over: a held call never answered, an answer given with
/// `resume` that no call took, or answers of a sequence never reached (the last one, which
/// repeats, does not count). Each fails the test at the line that gave it, unless the test calls
/// ``skipLeftovers()``.
///
/// Its answers may be of any type, a classic module's class entity too: every piece of its state
/// sits behind one lock, which is why it is `@unchecked Sendable` (see `Answer`).
public final class Stub<Value, Failure: Error>: @unchecked Sendable {
  /// A held call; it gets `nil` when the harness releases it from a hang, and then gives the
  /// mock's placeholder.
  typealias SuspendedCall = CheckedContinuation<Answer?, Never>
  /// A test waiting for calls to suspend.
  typealias Waiter = CheckedContinuation<Void, Never>

  /// An answer as the stub keeps it, behind its lock, from the test that gives it to the call
  /// that takes it.
  ///
  /// A value whose type is not `Sendable` (a classic module's class entity) is given by the test
  /// and taken by the code under test on the test's own task; the stub only holds it between
  /// the two, under its lock, and never reads it.
  struct Answer: @unchecked Sendable {
    let result: Result<Value, Failure>
  }

  struct State {
    var answers: [Answer] = []
    /// Where the answers were stubbed, for the failure that reports a sequence not used up.
    var answersLocation: SourceCodeLocation?
    var callCount = 0
    var suspends = false
    /// Where the test made calls suspend, for the failure that reports a call never answered.
    var suspendsLocation: SourceCodeLocation?
    /// What a suspended call throws when its task is cancelled; `nil` while calls ignore it.
    var cancellationAnswer: Failure?
    /// Answers the test gave while no call was suspended, for the next calls that suspend, each
    /// with where it was given.
    var earlyAnswers: [(answer: Answer, location: SourceCodeLocation)] = []
    /// The calls waiting for the test's answer, each with the call as the journal shows it.
    var suspendedCalls: [(id: Int, call: SuspendedCall, description: String)] = []
    /// Answers of sequences stubbed over before calls took them, each with where it was stubbed.
    var replacedAnswers: [(count: Int, location: SourceCodeLocation?)] = []
    /// Whether the test said that what is left over now may stay.
    var skipsLeftovers = false
    var lastCallID = 0
    /// Calls cancelled before they suspended, which end with the cancellation answer at once.
    var cancelledCallIDs: Set<Int> = []
    var suspensionWaiters: [(count: Int, continuation: Waiter)] = []
    /// Outside the harness, what turns a held call nobody answers into a failure.
    var hangWatch: OwnHangWatch?

    /// Takes the next stubbed answer; the last one repeats.
    mutating func nextAnswer() -> Answer? {
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

  let state = LockedState(State())
  /// The harness scope the stub was made in, whose end checks what the test left over.
  let scope: HarnessScope?

  /// Creates a stub with no answers yet.
  public init() {
    scope = HarnessScope.current
    scope?.register(self)
  }

  /// Checks for leftovers when the mock goes away before the test ends, as the end of the test
  /// would: the scope keeps no stub alive.
  deinit {
    if scope != nil { checkAtEndOfScope() }
    state.withLock(\.hangWatch)?.end()
  }

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
  /// Inside the harness, values before the last one that no call took fail the test when it ends.
  ///
  /// - Parameters:
  ///   - values: The values to return, at least one; an empty sequence fails the test.
  ///   - fileID: The file that stubs the answers, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that stubs the answers.
  ///   - column: The column that stubs the answers.
  public func returns(
    sequence values: [Value],
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    stub(
      values.map { .success($0) },
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Answers every later call by throwing an error.
  ///
  /// - Parameter error: The error to throw.
  public func fails(with error: Failure) {
    stub([.failure(error)])
  }

  /// Answers later calls with the results in order, repeating the last one.
  ///
  /// Inside the harness, results before the last one that no call took fail the test when it
  /// ends.
  ///
  /// - Parameters:
  ///   - results: The successes and failures to give, at least one; none fails the test.
  ///   - fileID: The file that stubs the answers, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that stubs the answers.
  ///   - column: The column that stubs the answers.
  public func answers(
    _ results: [Result<Value, Failure>],
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    stub(
      results,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Lets this stub's leftovers outlive the test: held calls, answers no call took, and answers
  /// of a sequence not reached, for a test that leaves them on purpose.
  public func skipLeftovers() {
    state.withLock { $0.skipsLeftovers = true }
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
  /// give it while the stub ``suspends(fileID:filePath:line:column:)``.
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
  /// give it while the stub ``suspends(fileID:filePath:line:column:)``; throws an error if
  /// unstubbed.
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
    return try give(answer?.result, mock, function: function)
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
    if suspends {
      let description = "\(type(of: mock)).\(function)"
      return try await suspend(describedAs: description)?.result.get()
    }
    return try give(answer?.result, mock, function: function)
  }

  /// Gives a stubbed answer, or reports the unstubbed call and gives `nil`.
  private func give(
    _ answer: Result<Value, Failure>?,
    _ mock: some Mock,
    function: String
  ) throws(Failure) -> Value? {
    guard let answer else {
      // A method with no result and no error has nothing to invent: it answers at once.
      if Failure.self == Never.self, let nothing = () as? Value { return nothing }
      reportUnstubbed(mock, function: function)
      return nil
    }
    return try answer.get()
  }

  private func stub(_ results: [Result<Value, Failure>], at location: SourceCodeLocation? = nil) {
    let answers = results.map(Answer.init)
    guard !answers.isEmpty else {
      return HarnessFailure.report(
        """
        Expected at least one answer to stub, but the sequence is empty.

        A stub repeats the last answer of its sequence; an empty one has nothing to give, and \
        the stub keeps what it had.

        To fix, give at least one answer, or leave the method unstubbed to fail its calls.
        """,
        at: location,
        scope: scope
      )
    }
    state.withLock { state in
      if state.answers.count > 1 {
        state.replacedAnswers.append((state.answers.count, state.answersLocation))
      }
      state.answers = answers
      state.answersLocation = location
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
