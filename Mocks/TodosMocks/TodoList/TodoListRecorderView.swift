public import Todos
public import ViperMocks

/// A headless to-do list that journals every render as readable text, one row per line.
///
/// ```text
/// view.render(.rows)
///   [ ] "Buy milk" · Not completed
///   [x] "Pay rent" · Completed
/// view.render(.empty)
/// ```
@MainActor
public final class TodoListRecorderView: TodoListDisplaying {
  public var presenter: (any TodoListPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [TodoListViewState] = []
  private let journal: Journal

  /// Creates the view.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  public func render(_ state: TodoListViewState) {
    states.append(state)
    let text: String
    switch state {
    case .empty:
      text = ".empty)"
    case .failed(let message):
      text = ".failed(\(journal.renderer.render(message))))"
    case .rows(let rows):
      text =
        ([".rows)"]
        + rows.map { row in
          "  [\(row.isCompleted ? "x" : " ")] \(journal.renderer.render(row.title)) · \(row.status)"
        }).joined(separator: "\n")
    }
    journal.record(JournalEntry(subject: "view", text: "view.render(" + text))
  }
}
