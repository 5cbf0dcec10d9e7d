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

  /// Point-Free's `withMainSerialExecutor`, run by a test beside this one, replaces the hook in
  /// the middle of an advance here: the advance still settles, and its woken work has run.
  ///
  /// The replacement sends every job to the main actor and is never undone, as that helper's
  /// own is not once it found a hook installed before it.
  @MainActor
  func testAnAdvanceSettlesWhenTheHookIsReplacedWhileItRuns() async throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "hookReplacedMidAdvance",
      "replaces the process's executor hook; RuntimeFallbackTests runs it in a process of its own"
    )
    let variable = try XCTUnwrap(dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"))
      .assumingMemoryBound(to: Hook?.self)
    let hookVariable = UncheckedHookVariable(pointer: variable)
    _ = GlobalExecutorHook.isInstalled

    await withHarness {
      let clock = TestClock(now: Date(timeIntervalSince1970: 0))
      let view = Journal()
      async let shown: Void = {
        try? await clock.sleep(for: .seconds(5))
        // A few hops the advance waits for, so that the replacement lands while it settles.
        for _ in 0..<3 { await MainActor.run {} }
        hookVariable.pointer.pointee = { job, _ in MainActor.shared.enqueue(job) }
        view.record("view", "show(_:)", 42)
      }()
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(5))
      XCTAssertFalse(GlobalExecutorHook.isActive)
      XCTAssertEqual(view.takeUnassertedEntries().map(\.description), ["view.show(42)"])
      await shown
    }
  }
}

extension XCTestDisplacedHookFixtures {
  /// Point-Free's helper, when it found no hook, leaves none: the harness puts its own back at
  /// the next harness scope, and settles by the fast path again.
  @MainActor
  func testTheHookComesBackAfterAnotherLibraryClearedIt() async throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["VIPERSPEC_FIXTURE"] == "clearedHook",
      "clears the process's executor hook; RuntimeFallbackTests runs it in a process of its own"
    )
    let variable = try XCTUnwrap(dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"))
      .assumingMemoryBound(to: Hook?.self)
    guard GlobalExecutorHook.isInstalled else { return }
    variable.pointee = nil
    XCTAssertFalse(GlobalExecutorHook.isActive)

    await withHarness {}

    XCTAssertTrue(GlobalExecutorHook.isActive)
  }
}

/// The runtime's hook variable, handed to the woken task that replaces it.
private struct UncheckedHookVariable: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<Hook?>
}
