public import Todos
public import ViperMocks

/// A headless detail screen that journals every render as readable text, one field per line.
///
/// ```text
/// view.render(.showing)
///   title: "Buy milk"
///   detail: "Two liters"
///   status: Not completed
///   due: May 29, 2014
/// view.render(.notFound("This to-do no longer exists."))
/// ```
@MainActor
public final class TodoDetailRecorderView: TodoDetailDisplaying {
  public var presenter: (any TodoDetailPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [TodoDetailViewState] = []
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

  public func render(_ state: TodoDetailViewState) {
    states.append(state)
    let renderer = journal.renderer
    let text: String
    switch state {
    case .showing(let content):
      text = """
        .showing)
          title: \(renderer.render(content.title))
          detail: \(renderer.render(content.detail))
          status: \(content.status)
          due: \(content.dueDate)
        """
    case .notFound(let message):
      text = ".notFound(\(renderer.render(message))))"
    case .failed(let message):
      text = ".failed(\(renderer.render(message))))"
    }
    journal.record(JournalEntry(subject: "view", text: "view.render(" + text))
  }
}
