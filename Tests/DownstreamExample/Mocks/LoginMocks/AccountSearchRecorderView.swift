public import Login
public import ViperMocks

/// A headless account field that journals the suggestions it is told to show.
@MainActor
public final class AccountSearchRecorderView: AccountSearchDisplaying {
  private let journal: Journal

  /// Creates the view.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func show(suggestions: [String]) {
    journal.record("view", "show(suggestions:)", suggestions)
  }
}
