public import ViperCore

/// The setting use case: removes the stored session.
public final class SettingInteractor: SettingInteracting {
  private let sessions: any DataStore<Session>

  /// Creates the interactor.
  ///
  /// - Parameter sessions: Where the logged-in session is kept across launches.
  public init(sessions: any DataStore<Session>) {
    self.sessions = sessions
  }

  public func logOut() async throws(DataStoreError) {
    for session in try await sessions.all() {
      try await sessions.delete(id: session.id)
    }
  }
}
