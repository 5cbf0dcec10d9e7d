import Foundation
public import Tasks
public import TasksMocks
public import ViperMocks
import ViperSpec

/// The world of the task specs: the task screens, headless, over one repository.
///
/// The copy on this device is an in-memory store; the team's service is a mock whose answers
/// the steps set, and that can hold a request until the scenario lets it answer; the clock is a
/// test clock, so every timeout and retry happens exactly when a step moves time. The screens'
/// work runs in tasks started on the clock, so a step returns once that work waits on the clock
/// or on the service, or has finished.
@MainActor
public final class TasksWorld {
  /// Collects what the doubles report, so the transcript step fails with it.
  public let failures = FailureLog()
  /// The journal the recorder views, the service and the navigator write to.
  public let journal: Journal
  /// The clock, Wednesday 2026-11-18 09:00 UTC unless a step moves it.
  public let clock = TestClock(now: Date(timeIntervalSince1970: 1_794_992_400))
  /// UTC, US English, weeks from Monday.
  public let settings = CalendarSettings(
    timeZone: TimeZone(identifier: "UTC") ?? .gmt,
    locale: Locale(identifier: "en_US"),
    firstWeekday: .monday
  )
  /// The copy of the tasks on this device.
  public let local = InMemoryDataStore<TaskItem>()
  /// The team's task service.
  public let remote: MockTaskRemoteService
  /// The repository every task screen shares.
  public let repository: TaskRepository
  /// The navigator that records every route.
  public let navigator: NavigatorRecorder<TasksScreen>
  /// The task list, once it loaded.
  public private(set) var taskListView: TaskListRecorderView?

  /// Creates the world; no screen shows until a step says so.
  public init() {
    journal = Journal(reporter: failures.reporter)
    remote = MockTaskRemoteService(journal: journal)
    repository = TaskRepository(local: local, remote: remote, clock: clock)
    navigator = NavigatorRecorder(journal: journal)
  }

  /// Builds the task list and lets it load.
  public func loadTaskList() async {
    let view = TaskListRecorderView(journal: journal)
    TaskListModule.assemble(
      view: view,
      repository: repository,
      clock: clock,
      settings: settings,
      navigator: navigator
    )
    taskListView = view
    await start { await view.load() }
  }

  /// Runs a user's action on the task list, as the screen would.
  ///
  /// - Parameter action: What the user does, given the list's presenter.
  /// - Throws: A `StepFailure` when the task list is not showing.
  public func onTaskList(
    _ action: @escaping @MainActor (any TaskListPresentation) async -> Void
  ) async throws {
    guard let presenter = taskListView?.presenter else {
      throw StepFailure("The task list is not showing; add 'When the task list appears' first.")
    }
    await start { await action(presenter) }
  }

  /// Lets time pass on the clock; the timeouts and retries due by then happen, in order.
  ///
  /// - Parameter seconds: How many seconds pass.
  public func pass(seconds: Int) async {
    await clock.advance(by: .seconds(seconds))
  }

  /// Sets what the service answers from now on, and answers the requests it holds with it.
  ///
  /// - Parameter tasks: The team's tasks.
  public func serviceAnswers(_ tasks: [TaskItem]) async {
    remote.fetchTasksStub.returns(tasks)
    for _ in 0..<remote.fetchTasksStub.suspendedCallCount {
      remote.fetchTasksStub.resume(returning: tasks)
    }
    await clock.run()
  }

  /// Returns the entries recorded since the last call, failing on what the doubles reported.
  ///
  /// - Returns: The transcript.
  /// - Throws: A `StepFailure` with the reported failures.
  public func takeTranscript() throws -> String {
    guard failures.messages.isEmpty else {
      throw StepFailure(failures.messages.joined(separator: "\n\n"))
    }
    return journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
  }

  /// Starts a screen's work on the clock and returns once it waits on the clock or the service,
  /// or has finished.
  private func start(_ work: @escaping @MainActor () async -> Void) async {
    clock.startTask(work)
    await clock.run()
  }
}
