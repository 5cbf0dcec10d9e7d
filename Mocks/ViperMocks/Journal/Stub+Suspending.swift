/// How a stub holds calls until the test answers them, as a slow server does.
extension Stub {
  /// Makes later calls through `suspendingAnswer` wait until the test answers each of them with
  /// ``resume(returning:fileID:filePath:line:column:)`` or
  /// ``resume(throwing:fileID:filePath:line:column:)``, oldest first.
  ///
  /// A suspended call ignores cancellation, as a server that answers anyway does: answer every
  /// suspended call before awaiting the work that made it. Stubbing an answer ends suspending for
  /// later calls. Inside the harness, a call still held when the test ends fails the test.
  ///
  /// - Parameters:
  ///   - fileID: The file that makes calls suspend, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that makes calls suspend.
  ///   - column: The column that makes calls suspend.
  public func suspends(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    state.withLock { state in
      state.suspends = true
      state.suspendsLocation = SourceCodeLocation(
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      state.cancellationAnswer = nil
    }
  }

  /// Makes later calls wait for the test's answer, as ``suspends(fileID:filePath:line:column:)``
  /// does, except that a call whose task is cancelled ends at once by throwing `error`, as a
  /// service that honours cancellation does.
  ///
  /// This plays a slow service against a timeout that cancels the call: the code under test goes
  /// on (to its retry, say) without the test answering the abandoned call.
  ///
  /// ```swift
  /// service.fetchTasksStub.suspends(whenCancelled: .unavailable(reason: "cancelled"))
  /// ```
  ///
  /// - Parameters:
  ///   - error: What a cancelled call throws.
  ///   - fileID: The file that makes calls suspend, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that makes calls suspend.
  ///   - column: The column that makes calls suspend.
  public func suspends(
    whenCancelled error: Failure,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    state.withLock { state in
      state.suspends = true
      state.suspendsLocation = SourceCodeLocation(
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
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
      watchForHangs()
    }
    if suspendedCallCount < count { endHangWatch() }  // released by the hang watch
  }

  /// Answers the oldest suspended call with a value, or the next call to suspend if none waits.
  ///
  /// Inside the harness, an answer that no call took fails the test when it ends.
  ///
  /// - Parameters:
  ///   - value: The value the call returns.
  ///   - fileID: The file that gives the answer, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that gives the answer.
  ///   - column: The column that gives the answer.
  public func resume(
    returning value: Value,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    resume(
      with: .success(value),
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Answers the oldest suspended call with an error, or the next call to suspend if none waits.
  ///
  /// Inside the harness, an answer that no call took fails the test when it ends.
  ///
  /// - Parameters:
  ///   - error: The error the call throws.
  ///   - fileID: The file that gives the answer, for failures; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that gives the answer.
  ///   - column: The column that gives the answer.
  public func resume(
    throwing error: Failure,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    resume(
      with: .failure(error),
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func suspend(describedAs description: String) async -> Answer? {
    let id = state.withLock { state in
      state.lastCallID += 1
      return state.lastCallID
    }
    let answer = await withTaskCancellationHandler {
      await withCheckedContinuation { (call: SuspendedCall) in
        let (early, ready) = state.withLock { state -> (Answer?, [Waiter]) in
          if !state.earlyAnswers.isEmpty {
            return (state.earlyAnswers.removeFirst().answer, [])
          }
          if state.cancelledCallIDs.remove(id) != nil, let answer = state.cancellationAnswer {
            return (Answer(result: .failure(answer)), [])
          }
          state.suspendedCalls.append((id, call, description))
          return (nil, state.takeReadyWaiters())
        }
        if let early { call.resume(returning: early) }
        for waiter in ready { waiter.resume() }
        if early == nil { watchForHangs() }
      }
    } onCancel: {
      endCancelledCall(id: id)
    }
    // A call the hang watch released returns no answer: its failure is reported here, from
    // the test's own task, so that it lands on the test.
    if answer == nil { endHangWatch() }
    return answer
  }

  /// Ends a suspended call whose task was cancelled, if the stub honours cancellation; a call
  /// cancelled before it suspended ends as soon as it does.
  func endCancelledCall(id: Int) {
    let (call, answer) = state.withLock { state -> (SuspendedCall?, Failure?) in
      guard let answer = state.cancellationAnswer else { return (nil, nil) }
      guard let index = state.suspendedCalls.firstIndex(where: { $0.id == id }) else {
        state.cancelledCallIDs.insert(id)
        return (nil, nil)
      }
      return (state.suspendedCalls.remove(at: index).call, answer)
    }
    if let call, let answer { call.resume(returning: Answer(result: .failure(answer))) }
  }

  func resume(with result: Result<Value, Failure>, at location: SourceCodeLocation) {
    let answer = Answer(result: result)
    let call = state.withLock { state -> SuspendedCall? in
      guard !state.suspendedCalls.isEmpty else {
        state.earlyAnswers.append((answer, location))
        return nil
      }
      return state.suspendedCalls.removeFirst().call
    }
    call?.resume(returning: answer)
  }
}
