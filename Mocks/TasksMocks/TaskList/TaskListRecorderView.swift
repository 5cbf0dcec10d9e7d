public import Tasks
public import ViperMocks

/// A headless task list that journals what the presenter says, a cell per line, as a person
/// reads the screen: the box, the title, the assignee and when it is due.
///
/// ```text
/// view.showLoadingState()
/// view.showTaskList
///   [ ] "Buy milk" · Ana · due tomorrow
///   [x] "Write the report" · Unassigned · no due date
///   [ ] "File taxes" · Ben · due 2 days ago, overdue
/// ```
@MainActor
public final class TaskListRecorderView: TaskListView {
  public var presenter: (any TaskListPresentation)?
  /// The cells last shown, empty until a list shows.
  public private(set) var taskList: [TaskCellModel] = []
  private let journal: Journal
  private let name: String

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - journal: The journal the test's doubles share.
  ///   - name: Who the entries are from, `view` unless several screens share the journal, as
  ///     in a spec, which names this one `list`.
  public init(journal: Journal, name: String = "view") {
    self.journal = journal
    self.name = name
  }

  /// Tells the presenter the view loaded, as a real view does from its lifecycle callback.
  public func load() async {
    await presenter?.viewDidLoad()
  }

  public func showLoadingState() {
    journal.record(name, "showLoadingState()")
  }

  public func showTaskList(_ taskList: [TaskCellModel]) {
    self.taskList = taskList
    let lines = taskList.map { "\n  " + line(for: $0) }
    journal.record(JournalEntry(subject: name, text: name + ".showTaskList" + lines.joined()))
  }

  public func showEmptyState() {
    journal.record(name, "showEmptyState()")
  }

  public func showErrorState(message: String) {
    journal.record(name, "showErrorState(message:)", message)
  }

  public func showOutOfDateNotice(message: String) {
    journal.record(name, "showOutOfDateNotice(message:)", message)
  }

  public func hideOutOfDateNotice() {
    journal.record(name, "hideOutOfDateNotice()")
  }

  public func endRefreshing() {
    journal.record(name, "endRefreshing()")
  }

  private func line(for cell: TaskCellModel) -> String {
    let box = cell.isDone ? "[x]" : "[ ]"
    let due = cell.due.map { "due \($0)" + (cell.isOverdue ? ", overdue" : "") } ?? "no due date"
    return "\(box) \(journal.renderer.render(cell.title)) · \(cell.assignee) · \(due)"
  }
}
