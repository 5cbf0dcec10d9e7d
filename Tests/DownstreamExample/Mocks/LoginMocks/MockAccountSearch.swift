public import Login
public import ViperMocks

/// A stubbed account search service that journals its calls.
public final class MockAccountSearch: Mock, AccountSearching {
  public let journal: Journal
  /// Answers `accounts(matching:)`.
  public let accounts = Stub<[String], Never>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func accounts(matching query: String) async -> [String] {
    await accounts.suspendingAnswer(self, query)
  }
}
