import Foundation
import Frogs
import Testing
import ViperTesting

@Suite(.harness) struct SettingInteractorTests {
  private let journal = Journal()
  private let session = Session(id: "frog@example.com", loggedInAt: Date(timeIntervalSince1970: 0))

  @Test func `logging out removes the stored session`() async throws {
    let sessions = InMemoryDataStore([session], journal: journal, name: "sessions")

    try await SettingInteractor(sessions: sessions).logOut()

    expectTranscript(journal, "sessions.all()\nsessions.delete(id: \"frog@example.com\")")
    #expect(try await sessions.all().isEmpty)
    expectTranscript(
      journal,
      #"""
      sessions.all()
      """#
    )
  }

  @Test func `a session that cannot be removed is kept, and the error passed on`() async throws {
    let sessions = InMemoryDataStore([session])
    let failure = DataStoreError.io(path: "sessions.json", reason: "read-only")
    sessions.failNextWrite(with: failure)

    await #expect(throws: failure) { try await SettingInteractor(sessions: sessions).logOut() }
    #expect(try await sessions.all() == [session])
  }
}
