import Foundation
import ViperTesting

/// A clock that moves one day forward each time it is read, to catch repeated reads of "now".
final class ReadCountingClock: DateClock {
  private let state: LockedState<(now: Date, reads: Int)>

  init(now: Date) {
    self.state = LockedState((now, 0))
  }

  var reads: Int {
    state.withLock { $0.reads }
  }

  var now: Date {
    state.withLock { state in
      defer {
        state.reads += 1
        state.now = state.now.addingTimeInterval(86_400)
      }
      return state.now
    }
  }

  func sleep(until deadline: Date) async throws {
    try Task.checkCancellation()
  }
}
