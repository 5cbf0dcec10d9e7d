import Foundation
import Testing
import ViperTesting

@testable import Home
@testable import HomeMocks

/// The classic home module's presenter, wired through its properties as the module's router
/// wires it, with the doubles `viper-spec mocks Home` writes.
@Suite(.harness) struct HomeAvatarTests {
  private let journal = Journal()
  private let view: HomeRecorderView
  private let interactor: MockHomeInteractorInput
  private let router: MockHomeRouter
  private let presenter = HomePresenter()
  private let ada = User(name: "Ada", avatarURL: URL(fileURLWithPath: "/avatars/ada.png"))

  init() {
    view = HomeRecorderView(journal: journal)
    interactor = MockHomeInteractorInput(journal: journal)
    router = MockHomeRouter(journal: journal)
    presenter.view = view
    presenter.interactor = interactor
    presenter.router = router
  }

  @Test func `asks for the user when the view loads`() {
    presenter.viewDidLoad()

    expectTranscript(journal, "interactor.fetchUser()")
  }

  @Test func `greets the user, then shows the avatar the interactor loads`() {
    presenter.didFetchUser(ada)

    expectTranscript(
      journal,
      """
      view.showGreeting("Hello, Ada!")
      interactor.loadAvatar(
        for: User(name: "Ada", avatarURL: file:///avatars/ada.png),
        completion: (Function),
      )
      """
    )

    interactor.loadAvatar.complete(with: .success(Data([1, 2])))

    expectTranscript(journal, "view.showAvatar(Data(2 bytes: 01 02))")
  }

  @Test func `says so when the avatar cannot be loaded`() {
    presenter.didFetchUser(ada)
    expectTranscript(
      journal,
      """
      view.showGreeting("Hello, Ada!")
      interactor.loadAvatar(
        for: User(name: "Ada", avatarURL: file:///avatars/ada.png),
        completion: (Function),
      )
      """
    )

    interactor.loadAvatar.complete(with: .failure(URLError(.timedOut)))

    expectTranscript(journal, #"view.showError("The avatar could not be loaded.")"#)
  }

  @Test func `opens today's to-dos from the view`() {
    presenter.didTapToday()

    expectTranscript(journal, "router.goToToDos(from: view, status: .today)")
  }

  @Test func `the interactor's output journals as the output`() {
    let output = MockHomeInteractorOutput(journal: journal)

    output.didFailToFetchUser(SignedOut())

    expectTranscript(journal, "output.didFailToFetchUser(SignedOut())")
  }
}

private struct SignedOut: Error {
}
