public import ViperCore

/// Reads the stored session that decides the root.
public final class RootInteractor: RootInteracting {
  private let sessions: any DataStore<Session>

  /// Creates the interactor.
  ///
  /// - Parameter sessions: Where the logged-in session is kept across launches.
  public init(sessions: any DataStore<Session>) {
    self.sessions = sessions
  }

  public func currentSession() async throws(DataStoreError) -> Session? {
    try await sessions.all().first
  }
}
