/// Suggests accounts as the user types, asking the service only once typing pauses.
///
/// It takes Swift's `Clock<Duration>`: `ContinuousClock` in the app, a test clock in tests.
@MainActor
public final class AccountSearchPresenter {
  /// How long typing must pause before the service is asked.
  public static let debounce: Duration = .milliseconds(300)

  private weak var view: (any AccountSearchDisplaying)?
  private let search: any AccountSearching
  private let clock: any Clock<Duration>
  /// Counts the queries typed, so that a query typed later supersedes one still waiting.
  private var latestQuery = 0

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - view: The view, held weakly.
  ///   - search: The service that finds accounts.
  ///   - clock: The clock the pause is measured on.
  public init(
    view: any AccountSearchDisplaying,
    search: any AccountSearching,
    clock: any Clock<Duration>
  ) {
    self.view = view
    self.search = search
    self.clock = clock
  }

  /// Asks for suggestions once the user has not typed for ``debounce``; an empty query hides
  /// them at once.
  ///
  /// - Parameter query: The account field's text.
  public func queryChanged(_ query: String) async {
    latestQuery += 1
    let number = latestQuery
    if query.isEmpty {
      view?.show(suggestions: [])
      return
    }
    do {
      try await clock.sleep(for: Self.debounce)
    } catch {
      return
    }
    guard number == latestQuery else { return }
    let suggestions = await search.accounts(matching: query)
    guard number == latestQuery else { return }
    view?.show(suggestions: suggestions)
  }
}
