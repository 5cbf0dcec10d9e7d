/// The account field's suggestions, shown as the user types.
@MainActor
public protocol AccountSearchDisplaying: AnyObject {
  /// Shows the accounts that match what the user typed, best first; none hides the list.
  func show(suggestions: [String])
}

/// The service that finds known accounts by what the user typed.
public protocol AccountSearching: Sendable {
  /// Returns the known accounts that start with the query, best first.
  func accounts(matching query: String) async -> [String]
}
