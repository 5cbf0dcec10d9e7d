public import Frogs
public import ViperMocks

/// A stubbed frog list interactor that journals its calls.
public final class MockFrogListInteractor: Mock, FrogListInteracting {
  public let journal: Journal
  /// Answers `frogs()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let frogsStub = Stub<[Frog], FrogSourceError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func frogs() async throws(FrogSourceError) -> [Frog] {
    try await frogsStub.suspendingAnswer(self)
  }
}
