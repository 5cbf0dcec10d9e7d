public import Frogs
public import ViperMocks

/// A stubbed frog detail use case that journals its calls.
public final class MockFrogDetailInteractor: Mock, FrogDetailInteracting {
  public let journal: Journal
  /// Answers `frog(id:)`.
  public let frog = Stub<Frog, FrogDetailError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func frog(id: String) async throws(FrogDetailError) -> Frog {
    try await frog.suspendingAnswer(self, id, placeholderError: .unavailable)
  }
}
