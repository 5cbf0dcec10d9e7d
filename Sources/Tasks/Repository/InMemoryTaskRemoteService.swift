/// A task service that keeps the team's tasks in memory, for the runnable app and for demos
/// without a network; tests that need failures and delays use a mock instead.
///
/// It gives new tasks the identifiers `task-1`, `task-2`…, skipping any already taken, so a run
/// is the same every time.
///
/// ```swift
/// let service = InMemoryTaskRemoteService(members: [Member(id: "ana", name: "Ana")])
/// let tasks = TaskRepository(local: store, remote: service, clock: SystemClock())
/// ```
public actor InMemoryTaskRemoteService: TaskRemoteService {
  private var tasks: [TaskItem]
  private let members: [Member]
  private var lastNumber = 0

  /// Creates a service that holds the given tasks and members.
  ///
  /// - Parameters:
  ///   - tasks: The team's tasks, in the order the service answers them.
  ///   - members: The members a task can be assigned to.
  public init(tasks: [TaskItem] = [], members: [Member] = []) {
    self.tasks = tasks
    self.members = members
  }

  public func fetchTasks() async throws(TaskRemoteError) -> [TaskItem] {
    tasks
  }

  public func fetchMembers() async throws(TaskRemoteError) -> [Member] {
    members
  }

  public func createTask(_ draft: TaskDraft) async throws(TaskRemoteError) -> TaskItem {
    var id: String
    repeat {
      lastNumber += 1
      id = "task-\(lastNumber)"
    } while tasks.contains { $0.id == id }
    let task = TaskItem(
      id: id,
      title: draft.title,
      details: draft.details,
      assignee: draft.assignee,
      dueDate: draft.dueDate
    )
    tasks.append(task)
    return task
  }

  public func updateTask(_ task: TaskItem) async throws(TaskRemoteError) {
    guard let index = tasks.firstIndex(where: { $0.id == task.id }) else {
      throw .refused(reason: "the team has no task \(task.id)")
    }
    tasks[index] = task
  }
}
