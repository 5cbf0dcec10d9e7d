public import Frogs
public import ViperCore
public import ViperMocks

/// A stubbed root use case that journals its calls.
public final class MockRootInteractor: Mock, RootInteracting {
  public let journal: Journal
  /// Answers `currentSession()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let currentSessionStub = Stub<Session?, DataStoreError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func currentSession() async throws(DataStoreError) -> Session? {
    try await currentSessionStub.suspendingAnswer(self, placeholder: nil)
  }
}
