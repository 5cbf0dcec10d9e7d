public import Todos
public import ViperMocks

/// A stubbed upcoming interactor that records its calls in ``calls`` and the journal.
public final class MockUpcomingInteractor: UpcomingInteracting {
  /// A call the mock received.
  public enum Call: Equatable, Sendable {
    /// `upcomingItems()` was called.
    case upcomingItems
  }

  /// The answers to `upcomingItems()`; the property carries a suffix because Swift does not
  /// allow a property and a method without arguments to share a name.
  public let upcomingItemsStub: Stub<[UpcomingItem], UpcomingError>
  private let journal: Journal
  private let recorded = LockedState<[Call]>([])

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
    self.upcomingItemsStub = Stub(
      "MockUpcomingInteractor.upcomingItems()",
      property: "upcomingItemsStub",
      journal: journal
    )
  }

  /// Every call received, in order.
  public var calls: [Call] {
    recorded.withLock { $0 }
  }

  public func upcomingItems() async throws(UpcomingError) -> [UpcomingItem] {
    recorded.withLock { $0.append(.upcomingItems) }
    journal.record("interactor", "upcomingItems()")
    return try upcomingItemsStub.next(placeholder: .success([])).get()
  }
}
