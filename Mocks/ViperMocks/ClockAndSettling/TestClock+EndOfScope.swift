import Foundation
import ViperCore
import ViperRuntime

extension TestClock: HangSource {
  var pendingWaits: [String] {
    let (sleepers, waiters, timeline) = state.withLock { state in
      (
        state.deadlines.sorted { $0.key < $1.key }.map(\.value),
        state.sleepingWaiters.map(\.count),
        state.timeline
      )
    }
    let clock = "the test clock made at \(location.fileID):\(location.line)"
    let renderer = journal?.renderer ?? TextRenderer()
    return sleepers.map { deadline in
      let due = renderer.render(deadline.date(on: timeline))
      guard deadline.earliestInstant(on: timeline) > timeline.instant else {
        return "a task sleeping until \(due) on \(clock), a date set(to:) has passed, which "
          + "wakes on the next advance or run()"
      }
      return "a task sleeping until \(due) on \(clock), which nothing advanced"
    }
      + waiters.map { count in
        "waitUntilSleeping(count: \(count)) on \(clock), with \(sleepers.count) sleeping"
      }
  }

  func releaseWaits() {
    let (sleepers, waiters) = state.withLock { state in
      defer { state.sleepingWaiters = [] }
      return (Array(state.deadlines.keys), state.sleepingWaiters.map(\.continuation))
    }
    for sequence in sleepers { cancel(sequence: sequence) }
    for waiter in waiters { waiter.resume() }
  }
}

extension TestClock: EndOfScopeCheck {
  /// Reports the sleepers still waiting, other than those the test let outlive it.
  func checkAtEndOfScope() {
    let (waiting, timeline) = state.withLock { state in
      let waiting = state.deadlines.filter { !state.skippedSleepers.contains($0.key) }
      state.skippedSleepers.formUnion(waiting.keys)
      return (waiting.sorted { $0.key < $1.key }.map(\.value), state.timeline)
    }
    guard !waiting.isEmpty else { return }
    let renderer = journal?.renderer ?? TextRenderer()
    let lines = waiting.map { deadline in
      let due = deadline.instant(on: timeline) - timeline.instant
      return "  due at \(renderer.render(deadline.date(on: timeline))), \(due) from now"
    }
    HarnessFailure.report(
      """
      Expected no task to be sleeping on the test clock when the test ended, but \
      \(waiting.count) \(waiting.count == 1 ? "is" : "are"):

      \(lines.joined(separator: "\n"))

      The clock was made at \(location.fileID):\(location.line). A sleeper left waiting is work the \
      code under test started and never finished (a timeout that never fired, a retry never \
      made), so the test passed without seeing what it does.

      To fix, advance the clock past it (await clock.advance(by: …)), cancel the task that \
      sleeps before the test ends, or call clock.skipPendingSleepers() if it is meant to \
      outlive the test.
      """,
      scope: scope
    )
  }
}
