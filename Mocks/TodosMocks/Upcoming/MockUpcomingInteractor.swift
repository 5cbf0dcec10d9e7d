public import Todos
public import ViperSpec

/// A stubbed upcoming interactor that journals its calls as `interactor.…`.
public final class MockUpcomingInteractor: UpcomingInteracting {
  /// The answers to `upcomingItems()`; the property carries a suffix because Swift does not
  /// allow a property and a method without arguments to share a name.
  public let upcomingItemsStub: Stub<[UpcomingItem], UpcomingError>
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.upcomingItemsStub = Stub("MockUpcomingInteractor.upcomingItemsStub", journal: journal)
  }

  public func upcomingItems() async throws(UpcomingError) -> [UpcomingItem] {
    journal.record("interactor", "upcomingItems()")
    return try upcomingItemsStub.next(placeholder: .success([])).get()
  }
}
