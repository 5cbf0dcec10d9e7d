public import Frogs
public import ViperMocks

/// A headless frog page that journals every render, the page's sections on lines of their own.
///
/// ```text
/// view.render(.showing)
///   title: "toad", image: "toad"
///   section "Info": "location" = "Anywhere"
///   section "Feature": button "Ask the Professor"
/// ```
@MainActor
public final class FrogDetailRecorderView: FrogDetailDisplaying {
  public var presenter: (any FrogDetailPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [FrogDetailViewState] = []
  private let journal: Journal

  /// Creates the view, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  public func render(_ state: FrogDetailViewState) {
    states.append(state)
    guard case .showing(let page) = state else {
      journal.record("view", "render(_:)", state)
      return
    }
    let text = journal.renderer
    journal.record(
      JournalEntry(
        subject: "view",
        text: """
          view.render(.showing)
            title: \(text.render(page.title)), image: \(text.render(page.imageName))
            section "Info": \(text.render(page.locationLabel)) = \(text.render(page.location))
            section "Feature": button \(text.render(page.askButtonTitle))
          """
      )
    )
  }
}
