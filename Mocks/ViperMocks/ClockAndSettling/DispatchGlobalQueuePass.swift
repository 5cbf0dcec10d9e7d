import Dispatch
import ViperCore
import ViperRuntime

/// A pass through Dispatch's global queues, for the blocks settling cannot count: code under test
/// that calls back on `DispatchQueue.global()` (an older callback API), where the callback resumes
/// a continuation of one of the test's tasks or queues work on the main actor.
///
/// Each global queue starts its blocks in the order it got them, so once a block sent now has run
/// on every queue, every block sent before it has started; a callback that resumes a continuation
/// takes microseconds, after which the resumed task's job waits on the main queue or the pool,
/// where the next round sees it. The global queues are the whole process's, and other tests may
/// keep them busy with blocks that wait: the pass waits for them at most
/// ``longestWait``, after which settling goes on without it.
package enum DispatchGlobalQueuePass {
  /// The longest a pass while settling waits for the global queues to reach its blocks.
  package static let longestWait = Duration.milliseconds(20)

  /// The quality-of-service classes whose global queues the pass goes through: every class but
  /// background, whose threads a loaded machine holds back for tens of milliseconds (code that
  /// calls back there is not waited for).
  private static let classes: [DispatchQoS.QoSClass] = [
    .userInteractive, .userInitiated, .default, .utility,
  ]

  /// Returns once blocks sent to each global queue have run, wave after wave, or after a time
  /// limit.
  ///
  /// - Parameters:
  ///   - waves: How many times in a row to send a block to each queue, each wave once the one
  ///     before has run: a callback that started before the first wave may still be under way
  ///     when that wave ends, on a thread the machine's load holds back.
  ///   - limit: The longest to wait for the queues.
  @MainActor
  package static func run(waves: Int = 1, waitingAtMost limit: Duration = longestWait) async {
    await GlobalExecutorHook.withMainActorResumption { (passed: UnsafeContinuation<Void, Never>) in
      let once = ResumeOnce(passed)
      send(waves: waves, then: once)
      // Wall time on purpose: the bound on queues that other tests keep waiting.
      DispatchQueue.global(qos: .userInteractive).asyncAfter(
        deadline: .now() + .nanoseconds(limit.wholeNanoseconds)
      ) {
        once.resume()
      }
    }
  }

  /// Sends a block to each queue, and when the last of them has run, the next wave.
  private static func send(waves: Int, then once: ResumeOnce<Void>) {
    guard waves > 0 else { return once.resume() }
    let waiting = LockedState(classes.count)
    for qos in classes {
      DispatchQueue.global(qos: qos).async {
        let isLast = waiting.withLock { waiting in
          waiting -= 1
          return waiting == 0
        }
        if isLast { send(waves: waves - 1, then: once) }
      }
    }
  }
}
