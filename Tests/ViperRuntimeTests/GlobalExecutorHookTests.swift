import Testing
import ViperCore
import ViperMocks
import ViperRuntime

/// The hook is what lets a test clock wake main-actor sleepers in order without a trip through
/// the global pool for each, and pass through the main actor's queue behind work queued there.
@MainActor
@Suite struct GlobalExecutorHookTests {
  private typealias Waiter = UnsafeContinuation<Void, Never>

  #if os(Linux)
  @Test func `is installed on Linux, where the runtime exports the hook, unless the mode is safe`()
  {
    #expect(GlobalExecutorHook.isInstalled == RuntimeMode.current.hooksExecutor)
    #expect(GlobalExecutorHook.isActive == RuntimeMode.current.hooksExecutor)
  }
  #endif

  @Test(.enabled(if: GlobalExecutorHook.isActive, "only the hook sends them to the main actor"))
  func `main-actor waiters resumed from another thread run in the order they were resumed`()
    async
  {
    let count = 1_000
    let waiters = LockedState<[Waiter]>([])
    var order: [Int] = []
    var tasks: [Task<Void, Never>] = []
    for number in 0..<count {
      tasks.append(
        Task { @MainActor in
          await GlobalExecutorHook.withMainActorResumption { (waiter: Waiter) in
            waiters.withLock { $0.append(waiter) }
          }
          order.append(number)
        }
      )
    }
    while waiters.withLock({ $0.count }) < count { await Task.yield() }

    // Through the pool, each resumption would reach the main actor from whichever pool thread
    // took it, in any order.
    await Task.detached {
      for waiter in waiters.withLock({ $0 }) { waiter.resume() }
    }.value
    for task in tasks { await task.value }

    #expect(order.count == count)
    let outOfPlace = order.enumerated().filter { $0.offset != $0.element }.map(\.element)
    #expect(outOfPlace == [])
  }

  @Test func `a pass through the main actor returns after the jobs queued there before it`() async {
    var ran = 0
    for _ in 0..<100 {
      Task { @MainActor in ran += 1 }
    }

    await GlobalExecutorHook.passThroughMainActor()

    #expect(ran == 100)
  }
}
