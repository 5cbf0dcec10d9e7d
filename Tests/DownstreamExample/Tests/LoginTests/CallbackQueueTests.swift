import Foundation
import Testing
import ViperTesting

/// Older code that takes a `DispatchQueue` for its completion handlers, tested with the clock's
/// callback queue: the handler has run when `advance` returns.
@MainActor
@Suite(.harness) struct CallbackQueueTests {
  /// A remembered-accounts store in the old style: it answers after a delay, on the queue given.
  final class RememberedAccounts: Sendable {
    let clock: any DateClock
    let callbackQueue: DispatchQueue

    init(clock: any DateClock, callbackQueue: DispatchQueue) {
      self.clock = clock
      self.callbackQueue = callbackQueue
    }

    func load(completion: @escaping @Sendable ([String]) -> Void) {
      Task {
        try? await clock.sleep(for: .seconds(2))
        callbackQueue.async { completion(["frog@example.com"]) }
      }
    }
  }

  @Test func `the completion handler has run when the advance returns`() async {
    let journal = Journal()
    let clock = TestClock(now: Date(timeIntervalSince1970: 0))
    let accounts = RememberedAccounts(clock: clock, callbackQueue: clock.makeCallbackQueue())

    accounts.load { journal.record("view", "show(accounts:)", $0) }
    await clock.waitUntilSleeping()
    await clock.advance(by: .seconds(2))

    expectTranscript(journal, #"view.show(accounts: ["frog@example.com"])"#)
  }
}
