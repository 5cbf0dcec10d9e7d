public import Todos
public import ViperMocks

/// A headless add form that journals every render as one line, plus a line for a message.
///
/// ```text
/// view.render(title: "  ", due: 2014-05-21T00:00:00Z, minimum: 2014-05-21T00:00:00Z)
///   message: "Enter a title."
/// ```
@MainActor
public final class AddTodoRecorderView: AddTodoDisplaying {
  public var presenter: (any AddTodoPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [AddTodoViewState] = []
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

  public func render(_ state: AddTodoViewState) {
    states.append(state)
    let renderer = journal.renderer
    var text =
      "view.render(title: \(renderer.render(state.title)), due: \(renderer.render(state.dueDate)), "
      + "minimum: \(renderer.render(state.minimumDueDate)))"
    if let message = state.message {
      text += "\n  message: \(renderer.render(message))"
    }
    journal.record(JournalEntry(subject: "view", text: text))
  }
}
