public import Frogs
public import ViperMocks

/// A headless frogs list that journals its title and every render, a card per line.
///
/// ```text
/// view.render(.loading)
/// view.render(.showing)
///   card "toad", image: "toad", id: "toad"
/// ```
@MainActor
public final class FrogListRecorderView: FrogListDisplaying {
  public var presenter: (any FrogListPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [FrogListViewState] = []
  private let journal: Journal

  /// Creates the view, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  public func show(title: String) {
    journal.record("view", "show(title:)", title)
  }

  public func render(_ state: FrogListViewState) {
    states.append(state)
    guard case .showing(let cards) = state else {
      journal.record("view", "render(_:)", state)
      return
    }
    let text = journal.renderer
    let lines = cards.map {
      "\n  card \(text.render($0.name)), image: \(text.render($0.imageName)), id: \(text.render($0.id))"
    }
    journal.record(JournalEntry(subject: "view", text: "view.render(.showing)" + lines.joined()))
  }
}
