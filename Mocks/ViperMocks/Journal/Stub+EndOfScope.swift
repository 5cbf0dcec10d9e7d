// What a stub reports when its test ends or stands still: held calls, answers no call took.

extension Stub: HangSource {
  var pendingWaits: [String] {
    let (calls, waiters, location) = state.withLock { state in
      (
        state.suspendedCalls.map(\.description),
        state.suspensionWaiters.map(\.count),
        state.suspendsLocation
      )
    }
    let held = location.map { " by suspends() at \($0.fileID):\($0.line)" } ?? ""
    return calls.map { "a call to \($0) held\(held), which nothing answered" }
      + waiters.map { "waitUntilSuspended(count: \($0)), with \(calls.count) held" }
  }

  func releaseWaits() {
    let (calls, waiters) = state.withLock { state in
      defer {
        state.suspendedCalls = []
        state.suspensionWaiters = []
      }
      return (state.suspendedCalls.map(\.call), state.suspensionWaiters.map(\.continuation))
    }
    for call in calls { call.resume(returning: nil) }
    for waiter in waiters { waiter.resume() }
  }
}

extension Stub: EndOfScopeCheck {
  /// Reports the held calls never answered, the answers no call took and the answers of a
  /// sequence never reached, each at the line that gave it.
  func checkAtEndOfScope() {
    let state = state.withLock { state in
      defer { state.skipsLeftovers = true }
      return state
    }
    guard !state.skipsLeftovers else { return }
    let fix = "or call skipLeftovers() on the stub if the test leaves it on purpose."
    if !state.suspendedCalls.isEmpty {
      let calls = state.suspendedCalls.map { "  " + $0.description }.joined(separator: "\n")
      report(
        """
        Expected every held call to be answered by the end of the test, but \
        \(state.suspendedCalls.count) still \(state.suspendedCalls.count == 1 ? "waits" : "wait"):

        \(calls)

        A held call waits until the test answers it, so the code that made it never went on.

        To fix, answer it with resume(returning:) or resume(throwing:) before the test ends, \
        \(fix)
        """,
        at: state.suspendsLocation
      )
    }
    for early in state.earlyAnswers {
      report(
        """
        Expected a call to take the answer given here, but none did by the end of the test.

        An answer given while no call is held waits for the next call to suspend; none came, \
        so the code under test never made the call the test answered.

        To fix, check that the code makes the call (and that the stub suspends), remove the \
        answer, \(fix)
        """,
        at: early.location
      )
    }
    for replaced in state.replacedAnswers {
      report(
        """
        Expected the stubbed sequence to be used up, but its last \(replaced.count) answers were \
        replaced by a later stub before any call took them.

        A sequence says which call gets which answer; answers never reached are calls the test \
        expected and the code did not make.

        To fix, check the calls the code makes before stubbing again, shorten the sequence, \
        \(fix)
        """,
        at: replaced.location
      )
    }
    if state.answers.count > 1 {
      let left = state.answers.count - 1
      report(
        """
        Expected the stubbed sequence to be used up, but \(left) \
        \(left == 1 ? "answer was" : "answers were") never taken (after \
        \(state.callCount) \(state.callCount == 1 ? "call" : "calls"); the last answer, which \
        repeats, does not count).

        A sequence says which call gets which answer; answers never reached are calls the test \
        expected and the code did not make.

        To fix, check the calls the code makes, shorten the sequence, \(fix)
        """,
        at: state.answersLocation
      )
    }
  }

  private func report(_ message: String, at location: SourceCodeLocation?) {
    HarnessFailure.report(message, at: location, scope: scope)
  }
}
