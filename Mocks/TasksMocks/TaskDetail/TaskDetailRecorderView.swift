public import Tasks
public import ViperMocks

/// A headless task detail that journals what the presenter says, the task as a person reads the
/// screen: the box and the title, then who does it, when it is due and the description.
///
/// ```text
/// view.showTask
///   [ ] "Buy milk"
///   assignee: Ben
///   due: Thursday, November 19, 2026 (tomorrow)
///   description: "Two litres."
/// ```
@MainActor
public final class TaskDetailRecorderView: TaskDetailView {
  public var presenter: (any TaskDetailPresentation)?
  /// The task last shown, `nil` until one shows.
  public private(set) var task: TaskDetailModel?
  private let journal: Journal
  private let name: String

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - journal: The journal the test's doubles share.
  ///   - name: Who the entries are from, `view` unless several screens share the journal, as
  ///     in a spec, which names this one `detail`.
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

  public func showTask(_ task: TaskDetailModel) {
    self.task = task
    let box = task.isDone ? "[x]" : "[ ]"
    var lines = [
      "\(box) \(journal.renderer.render(task.title))",
      "assignee: \(task.assignee)",
      "due: " + (task.due.map { $0 + (task.isOverdue ? ", overdue" : "") } ?? "none"),
    ]
    if !task.details.isEmpty {
      lines.append("description: \(journal.renderer.render(task.details))")
    }
    let text = name + ".showTask" + lines.map { "\n  " + $0 }.joined()
    journal.record(JournalEntry(subject: name, text: text))
  }

  public func showNotFoundState(message: String) {
    journal.record(name, "showNotFoundState(message:)", message)
  }

  public func showErrorState(message: String) {
    journal.record(name, "showErrorState(message:)", message)
  }

  public func showDoneChangeFailure(message: String) {
    journal.record(name, "showDoneChangeFailure(message:)", message)
  }
}
