public import Frogs
public import ViperMocks

/// A headless home screen that journals its tab bar, a tab per line.
///
/// ```text
/// view.show(tabs:)
///   tab "Frogs Guide", image: "house.fill"
///   tab "Setting", image: "gear"
/// ```
@MainActor
public final class HomeTabsRecorderView: HomeTabsDisplaying {
  public var presenter: (any HomeTabsPresenting)?
  private let journal: Journal

  /// Creates the view, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  /// Taps a tab in the bar, as the user would.
  ///
  /// - Parameter tab: The tab.
  public func tap(_ tab: HomeTab) async {
    await presenter?.tabTapped(tab)
  }

  public func show(tabs: [HomeTab]) {
    let text = journal.renderer
    let lines = tabs.map {
      "\n  tab \(text.render($0.title)), image: \(text.render($0.systemImage))"
    }
    journal.record(JournalEntry(subject: "view", text: "view.show(tabs:)" + lines.joined()))
  }
}
