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

  /// Checks where the code under test recorded an entry, after an advance of the test's clock
  /// woke a sleeper: that advance may have returned before the entry, so what the test checked
  /// next was a matter of luck.
  ///
  /// From a queue settling never sees (`DispatchQueue.global()`, a queue the code makes, a
  /// thread), the test fails at once. From a callback queue while no advance or `run()` waits for
  /// it (a block sent with `asyncAfter`), it fails when the test next reads the journal, or ends,
  /// unless an advance or `run()` starts first and so waits for such blocks as the test meant.
  /// Either way the failure points at the advance, whether or not the entry was late this time,
  /// so the test fails every run rather than one run in three.
  ///
  /// - Parameters:
  ///   - entry: The entry's text.
  ///   - reporter: The journal's reporter.
  func checkRecordedFromWatchedWork(_ entry: String, reporter: FailureReporter) {
    if withUnsafeCurrentTask(body: { $0 != nil }) || Thread.isMainThread { return }
    switch DispatchQueue.getSpecific(key: Self.watchedQueueKey) {
    case .main:
      return
    case .callbacks:
      noteCallbackOutsideSettling(LateWork(entry: entry, reporter: reporter))
    case nil:
      guard let wake = takeWakeToReportUnwatchedWork() else { return }
      report(Self.unwatchedWorkMessage(entry, wokenBy: wake.call), at: wake.location, to: reporter)
    }
  }

  /// Reports an entry recorded on a callback queue while nothing waited for it, kept since.
  func reportLateCallback() {
    guard let (late, wake) = takeLateCallback() else { return }
    let message = Self.lateCallbackMessage(late.entry, wokenBy: wake.call)
    report(message, at: wake.location, to: late.reporter)
  }

  private static func unwatchedWorkMessage(_ entry: String, wokenBy call: String) -> String {
    """
    Expected the work that \(call) woke to come back where the harness sees it, but \(entry) was \
    recorded from a Dispatch queue or thread it cannot watch (not a Swift task, not the main \
    queue, not a queue from clock.makeCallbackQueue()).

    advance and run() wait for the test's tasks, the global pool, the main queue and the clock's \
    callback queues to settle; a block on DispatchQueue.global() or on a queue the code makes \
    itself may run after they return, so the test checks before it or after it by luck.

    To fix, give the code a queue from clock.makeCallbackQueue() for its callbacks, or hop back \
    into Swift concurrency (an actor, await MainActor.run) before calling its collaborators.
    """
  }

  private static func lateCallbackMessage(_ entry: String, wokenBy call: String) -> String {
    """
    Expected the clock's callback queue to run its handlers while advance or run() waited for \
    them, but \(entry) was recorded there after \(call) returned, before the test read the journal.

    Settling waits for the blocks sent to a callback queue with async; a block sent with \
    asyncAfter waits on real time, which the clock does not move, or was sent from a queue the \
    harness cannot watch, so whether it has run when the test checks is luck.

    To fix, delay with the clock (try await clock.sleep(for:)) and send the handler with async. \
    If the test sent the work itself, call await clock.run() before checking.
    """
  }
}
