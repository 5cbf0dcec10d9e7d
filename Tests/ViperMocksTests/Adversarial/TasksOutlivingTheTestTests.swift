import Dispatch
import Foundation
import Testing
import ViperTesting

/// A task the code under test started and that is still running when the test ends fails the
/// test, whatever it waits on, as TCA's `TestStore` fails a test whose effect is still running;
/// a task that merely finishes late, or that the test lets outlive it with one call, does not.
///
/// Each test frees what its task waits on after the check, so that nothing outlives the suite.
@MainActor
@Suite struct TasksOutlivingTheTestTests {
  private let test = UserTest()
  private var failures: FailureLog { test.failures }

  /// Runs a test with the default hang span, as a user's test has it: the harness waits for a
  /// busy process ten times as long, and in a full run other tests keep the main queue deep, so a
  /// main-actor task that finishes late may take seconds to.
  private func runTest<Result: Sendable>(_ body: () async -> Result) async -> Result {
    await test.run(hangSpan: .seconds(1), body)
  }

  /// Runs a test whose task never finishes with a short hang span, so that its failure comes
  /// within two seconds however busy the process is.
  private func runFailingTest<Result: Sendable>(_ body: () async -> Result) async -> Result {
    await test.run(hangSpan: .milliseconds(200), body)
  }

  private var stillRunningReports: [String] {
    failures.messages.filter { $0.contains("still running") }
  }

  @Test func `a task awaiting a task that never ends fails the test at the test`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runFailingTest {
      let listener = Task {
        for await _ in stream {}
      }
      Task { await listener.value }
    }

    #expect(stillRunningReports.count == 1)
    #expect(failures.messages.count == 1)
    #expect(failures.locations == [UserTest.location])
    #expect(failures.messages.first?.contains("skipRunningTasks()") == true)
    continuation.finish()
  }

  @Test func `a task consuming a stream nobody finishes fails the test`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runFailingTest {
      Task {
        for await _ in stream {}
      }
      continuation.yield(1)
    }

    #expect(stillRunningReports.count == 1)
    continuation.finish()
  }

  @Test func `a task waiting on a continuation nobody resumes fails the test`() async {
    let parked = Parked()
    await runFailingTest {
      Task { await parked.wait() }
      await parked.untilWaiting()
    }

    #expect(stillRunningReports.count == 1)
    parked.release()
  }

  @Test func `a main-actor task a presenter started fails the test`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runFailingTest {
      let presenter = StreamingPresenter()
      presenter.start(stream)
    }

    #expect(stillRunningReports.count == 1)
    continuation.finish()
  }

  @Test func `a task started by a task the test started fails the test`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runFailingTest {
      _ = Task {
        Task {
          for await _ in stream {}
        }
      }
    }

    #expect(stillRunningReports.count == 1)
    continuation.finish()
  }

  /// A task that ends soon after the body passes.
  ///
  /// The tasks that must pass run on the pool (`@concurrent`), not on the main actor: under a
  /// sanitizer, a full run keeps the main queue so deep that a main-actor task's every step waits
  /// for seconds, past the longest the harness waits for a busy process. Five yields, not fifty:
  /// under AddressSanitizer, with a cold build of another checkout on both cores, fifty trips
  /// through a pool every parallel test shares once took longer than that wait.
  @Test func `a task that finishes after the test body returned passes`() async {
    await runTest {
      _ = Task { @concurrent in
        for _ in 0..<5 { await Task.yield() }
      }
    }

    #expect(failures.messages.isEmpty)
  }

  @Test func `a finished task whose handle the code keeps passes`() async {
    let presenter = await runTest {
      let presenter = StreamingPresenter()
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      presenter.start(stream)
      continuation.finish()
      await presenter.task?.value
      return presenter
    }

    #expect(failures.messages.isEmpty)
    #expect(presenter.task != nil)
  }

  @Test func `a task the test cancels before it ends passes`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runTest {
      // A stream's reader ends when its task is cancelled, as a cancelled sleep does.
      let task = Task { @concurrent in
        for await _ in stream {}
      }
      task.cancel()
    }

    #expect(failures.messages.isEmpty)
    continuation.finish()
  }

  @Test func `a task finishing on an executor the harness cannot watch passes`() async {
    await runTest {
      let actor = QueueActor()
      Task { @concurrent in _ = await actor.work() }
    }

    #expect(failures.messages.isEmpty)
  }

  @Test func `a test that lets its tasks outlive it says so with one call`() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await runTest {
      Task {
        for await _ in stream {}
      }
      skipRunningTasks()
    }

    #expect(failures.messages.isEmpty)
    continuation.finish()
  }

  @Test func `a task sleeping on the test clock is reported once, by the clock`() async {
    let task = await runTest {
      let clock = TestClock(now: Date(timeIntervalSince1970: 0))
      let task = Task { try await clock.sleep(for: .seconds(5)) }
      await clock.waitUntilSleeping()
      return task
    }

    #expect(failures.messages.count == 1)
    #expect(stillRunningReports.isEmpty)
    task.cancel()
  }

  @Test func `skipRunningTasks outside the harness does nothing`() {
    skipRunningTasks()
  }
}

/// A task parked on a continuation that only `release()` resumes.
private final class Parked: Sendable {
  private let state = LockedState<(waiter: CheckedContinuation<Void, Never>?, isWaiting: Bool)>(
    (nil, false)
  )

  func wait() async {
    await withCheckedContinuation { continuation in
      state.withLock { $0 = (continuation, true) }
    }
  }

  func untilWaiting() async {
    while !state.withLock(\.isWaiting) { await Task.yield() }
  }

  func release() {
    state.withLock { $0.waiter }?.resume()
  }
}

/// A presenter that starts a main-actor task and keeps its handle, as classic presenters do.
@MainActor
private final class StreamingPresenter {
  private(set) var task: Task<Void, Never>?

  func start(_ stream: AsyncStream<Int>) {
    task = Task {
      for await _ in stream {}
    }
  }
}

/// An actor on its own Dispatch queue, which settling does not watch: its work finishes a little
/// after the harness stops seeing it.
private actor QueueActor {
  private let executor = QueueExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  func work() -> Int {
    (0..<1_000).reduce(0, &+)
  }
}

/// A serial executor on a Dispatch queue of its own.
private final class QueueExecutor: SerialExecutor {
  private let queue = DispatchQueue(label: "QueueExecutor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }
}
