public import Todos
public import ViperMocks

/// A stubbed upcoming interactor that journals its calls.
public final class MockUpcomingInteractor: Mock, UpcomingInteracting {
  public let journal: Journal
  /// Answers `upcomingItems()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let upcomingItemsStub = Stub<[UpcomingItem], UpcomingError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func upcomingItems() async throws(UpcomingError) -> [UpcomingItem] {
    try await upcomingItemsStub.suspendingAnswer(self)
  }
}
