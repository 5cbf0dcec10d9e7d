import Foundation
import Login
import LoginMocks
import ViperTesting
import XCTest

/// The login presenter tested from XCTest: the same journal, mocks and transcripts as in Swift
/// Testing, and the harness through `withHarness`.
final class LoginPresenterXCTests: XCTestCase {
  @MainActor func testSignsInThenGoesHome() async {
    await withHarness {
      let journal = Journal()
      let interactor = MockLoginInteractor(journal: journal)
      let view = LoginRecorderView(journal: journal)  // the presenter holds its view weakly
      let presenter = LoginPresenter(
        view: view,
        interactor: interactor,
        router: MockLoginRouter(journal: journal)
      )
      let session = Session(id: "frog@example.com", signedInAt: Date(timeIntervalSince1970: 0))
      interactor.signIn.returns(session)

      await presenter.signInTapped(account: "frog@example.com", password: "ribbit")

      expectTranscript(
        journal,
        """
        view.render(account: "frog@example.com", message: nil, isSigningIn: true)
        interactor.signIn(account: "frog@example.com", password: "ribbit")
        router.showHome(for: Session(id: "frog@example.com", signedInAt: 1970-01-01T00:00:00Z))
        """
      )
    }
  }
}
