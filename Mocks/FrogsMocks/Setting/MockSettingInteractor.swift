public import Frogs
public import ViperCore
public import ViperMocks

/// A stubbed setting use case that journals its calls.
public final class MockSettingInteractor: Mock, SettingInteracting {
  public let journal: Journal
  /// Answers `logOut()`; Swift does not let a property share the name of a method without
  /// arguments.
  public let logOutStub = Stub<Void, DataStoreError>()

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func logOut() async throws(DataStoreError) {
    try await logOutStub.suspendingAnswer(self)
  }
}
