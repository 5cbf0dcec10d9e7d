import Foundation
import ViperRuntime
import ViperTesting
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

/// The hook another library installed over the harness's, which it passes every job on to, as
/// Point-Free's `withMainSerialExecutor` does with the hook it finds.
nonisolated(unsafe) private var hookBeforeTheOtherLibrary: Hook?

/// A test that replaces the harness's executor hook, as another library would.
///
/// It checks that settling still waits for pool work. `RuntimeFallbackTests` runs it in a process
/// of its own, since the hook is process-wide; in the suite's own run it is skipped.
final class XCTestDisplacedHookFixtures: XCTestCase {
  @MainActor
  func testSettlingWithTheHookReplaced() async throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "displacedHook",
      "replaces the process's executor hook; RuntimeFallbackTests runs it in a process of its own"
    )
    let variable = try XCTUnwrap(dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"))
      .assumingMemoryBound(to: Hook?.self)
    _ = GlobalExecutorHook.isInstalled
    hookBeforeTheOtherLibrary = variable.pointee
    variable.pointee = { job, enqueue in
      if let hook = hookBeforeTheOtherLibrary { hook(job, enqueue) } else { enqueue(job) }
    }
    defer { variable.pointee = hookBeforeTheOtherLibrary }
    XCTAssertFalse(GlobalExecutorHook.isActive)

    var unsettled: [String] = []
    for _ in 0..<100 {
      await withHarness {
        let clock = TestClock(now: Date(timeIntervalSince1970: 0))
        let view = Journal()
        let presenter = TimeoutPresenter(clock: clock, view: view)
        presenter.startLoginAwaitingATaskInTheBackground()
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(10))
        if view.transcript != #"view.show("timed out")"# { unsettled.append(view.transcript) }
        // The comparison above is the check; the entries are taken so the harness stays quiet.
        view.skipUnassertedEntries()
      }
    }
    XCTAssertEqual(unsettled, [])
  }
}
