import Foundation

extension HarnessScope {
  /// A queue whose blocks settling waits for.
  enum WatchedQueue {
    /// The main queue, which settling passes through.
    case main
    /// A queue made by `TestClock.makeCallbackQueue()`: settling waits for the blocks sent to
    /// it so far, not for those a timer sends later.
    case callbacks
  }

  /// Marks the queues whose blocks settling waits for.
  ///
  /// The main queue is marked the first time it is read, since the main thread is not always the
  /// one that runs it: a process that calls `dispatchMain()` hands it to Dispatch's workers.
  static let watchedQueueKey: DispatchSpecificKey<WatchedQueue> = {
    let key = DispatchSpecificKey<WatchedQueue>()
    DispatchQueue.main.setSpecific(key: key, value: .main)
    return key
  }()

  /// Where the code under test recorded an entry that settling does not wait for.
  enum UnwatchedOrigin {
    /// A Swift task outside the test's task tree.
    case foreignTask
    /// A block on a callback queue that no advance waited for.
    case callbackQueue
    /// Any other Dispatch queue, or a thread.
    case unwatchedQueue
  }

  /// Where the caller runs, if settling does not wait for work there; `nil` for the test's task
  /// tree, the main queue, and a callback queue while an advance or `run()` waits for it.
  private var unwatchedOrigin: UnwatchedOrigin? {
    if withUnsafeCurrentTask(body: { $0 != nil }) {
      return HarnessScope.current === self ? nil : .foreignTask
    }
    if Thread.isMainThread { return nil }
    switch DispatchQueue.getSpecific(key: Self.watchedQueueKey) {
    case .main: return nil
    case .callbacks: return .callbackQueue
    case nil: return .unwatchedQueue
    }
  }

  /// Keeps an entry the code under test recorded, after an advance of the test's clock woke a
  /// sleeper and returned, from work settling does not wait for: that advance returned before
  /// the work had settled, so what the test checked next was a matter of luck.
  ///
  /// It fails the test, pointing at the advance, when the test next reads the journal or ends,
  /// unless an advance or `run()` starts first, after which the test sees the entry. An entry
  /// recorded while an advance is under way is not kept: that advance had not returned. (A
  /// queue's own `sync` hides from settling which queue's block called it, so records there
  /// cannot fail sooner without failing correct tests.)
  ///
  /// - Parameters:
  ///   - entry: The entry's text.
  ///   - reporter: The journal's reporter.
  func checkRecordedFromWatchedWork(_ entry: String, reporter: FailureReporter) {
    guard let origin = unwatchedOrigin else { return }
    noteLateWork(LateWork(entry: entry, reporter: reporter, origin: origin))
  }

  /// Reports the entry kept by ``checkRecordedFromWatchedWork(_:reporter:)``, if any.
  func reportLateWork() {
    guard let (late, wake) = takeLateWork() else { return }
    report(Self.message(for: late, wokenBy: wake.call), at: wake.location, to: late.reporter)
  }

  private static func message(for late: LateWork, wokenBy call: String) -> String {
    let (place, why, fix) = explanation(of: late.origin)
    return """
      Expected the work that \(call) woke to have settled when it returned, but \(late.entry) \
      was recorded after it returned, \(place), before the test read the journal.

      \(call) waits for the test's tasks, the global pool, the main queue and the clock's \
      callback queues to settle; \(why), so whether it has run when the test checks is luck.

      To fix, \(fix)
      """
  }

  private static func explanation(
    of origin: UnwatchedOrigin
  ) -> (place: String, why: String, fix: String) {
    switch origin {
    case .foreignTask:
      (
        "from a task outside the test's task tree",
        "a detached task, or a task started from a Dispatch queue, is not the test's",
        "start the work from the test's tasks (async let, a task group, a Task {} the code "
          + "under test starts, clock.startTask), not with Task.detached or from a Dispatch queue."
      )
    case .callbackQueue:
      (
        "on the clock's callback queue",
        "a block sent there with asyncAfter waits on real time, which the clock does not move, "
          + "and one sent from a queue the harness cannot watch arrives when it arrives",
        "delay with the clock (try await clock.sleep(for:)) and send the handler with async. If "
          + "the test sent the work itself, call await clock.run() before checking."
      )
    case .unwatchedQueue:
      (
        "from a Dispatch queue or thread the harness cannot watch",
        "a block on DispatchQueue.global() or on a queue the code makes itself may run after "
          + "it returns",
        "give the code a queue from clock.makeCallbackQueue() for its callbacks, or hop back "
          + "into the test's tasks before calling its collaborators."
      )
    }
  }
}
