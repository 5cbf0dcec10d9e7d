public import Foundation
import ViperCore
import ViperRuntime

/// Work the test starts through the clock, so that the clock sees it to its end: a callback
/// queue's blocks, a task.
extension TestClock {
  /// Makes a serial dispatch queue for code that takes one for its completion handlers, whose
  /// blocks this clock's settling waits for as it waits for Swift work.
  ///
  /// `advance` returns once a handler the woken work sent to the queue has run, and what the
  /// handler started (a hop to the main queue, a task) has settled; so does the end of a
  /// `.harness` test. Only blocks sent with `async` count: `asyncAfter` waits on real time, which
  /// the clock does not move, so give such code this clock for its delays instead (a handler that
  /// records after the advance returned fails the test). Once nothing but the clock's settling
  /// holds the queue (the code that took it is gone, and no block waiting on it holds it),
  /// settling passes through it one last time and stops waiting for it, so a test that makes a
  /// queue in each of many runs pays for each run's queue once.
  ///
  /// ```swift
  /// let repository = LegacyTaskRepository(
  ///   service: service,
  ///   callbackQueue: clock.makeCallbackQueue()
  /// )
  /// repository.load { tasks in view.show(tasks) }  // the handler runs on that queue…
  /// await clock.advance(by: .seconds(10))          // …and has run when this returns
  /// ```
  ///
  /// - Parameter label: The queue's label, as debuggers show it.
  /// - Returns: The queue.
  public func makeCallbackQueue(label: String = "TestClock.callbacks") -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    settlingScope.watch(queue)
    return queue
  }

  /// Starts main-actor work that runs on while the test goes on, such as a screen's load that waits
  /// on this clock or on a held double, where ``advance(by:fileID:filePath:line:column:)`` and
  /// ``run(fileID:filePath:line:column:)`` see it settle.
  ///
  /// A plain `Task {}` gives the child tasks of its work (a task group that races a call against a
  /// timeout) no executor preference, so they run on the global pool, out of the clock's sight. A
  /// task started here runs them on the harness's executor, as `async let` in the test would; a
  /// spec step, which cannot leave an `async let` running, starts its work this way, then lets it
  /// settle with ``run(fileID:filePath:line:column:)``. Outside the harness it is a plain
  /// main-actor task.
  ///
  /// ```swift
  /// let load = clock.startTask { await view.load() }
  /// await clock.run()                      // the load waits on the service or the clock
  /// await clock.advance(by: .seconds(15))  // the call times out, and the retry waits
  /// ```
  ///
  /// - Parameter operation: The work.
  /// - Returns: The task, to await or cancel before the test ends.
  @discardableResult
  public func startTask(
    _ operation: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let executor: (any TaskExecutor)? = scope?.executor
    return Task(executorPreference: executor, operation: operation)
  }
}
