import Foundation
import Login
import LoginMocks
import ViperTesting
import XCTest

/// Tests that must fail, each run in a process of its own by `MustFailTests`.
///
/// That test checks that each failed and why. In an ordinary run each is skipped.
final class MustFailFixtures: XCTestCase {
  func testWrongTranscript() throws {
    try runOnlyAsFixture("wrongTranscript")
    let journal = Journal()
    journal.record("view", "show(_:)", "actual")
    expectTranscript(journal, #"view.show("expected")"#)
  }

  func testUnassertedEntry() throws {
    try runOnlyAsFixture("unassertedEntry")
    let journal = Journal()
    journal.record("view", "show(_:)", "never asserted")
  }

  @MainActor func testUnstubbedCall() async throws {
    try runOnlyAsFixture("unstubbedCall")
    await withHarness {
      let journal = Journal()
      let view = LoginRecorderView(journal: journal)  // the presenter holds its view weakly
      let presenter = LoginPresenter(
        view: view,
        interactor: MockLoginInteractor(journal: journal),
        router: MockLoginRouter(journal: journal)
      )
      await presenter.signInTapped(account: "frog@example.com", password: "ribbit")
      // What the view showed is not this fixture's subject: the unstubbed call's failure is.
      journal.skipUnassertedEntries()
    }
  }

  @MainActor func testRunningTask() async throws {
    try runOnlyAsFixture("runningTask")
    let (updates, continuation) = AsyncStream.makeStream(of: Int.self)
    await withHarness {
      // Code under test that listens for ever: nobody finishes the stream before the test ends.
      _ = Task {
        for await _ in updates {}
      }
    }
    continuation.finish()
  }

  private func runOnlyAsFixture(_ name: String) throws {
    let fixture = ProcessInfo.processInfo.environment["LOGIN_FIXTURE"]
    try XCTSkipUnless(fixture == name, "must fail; MustFailTests runs it in a process of its own")
  }
}
