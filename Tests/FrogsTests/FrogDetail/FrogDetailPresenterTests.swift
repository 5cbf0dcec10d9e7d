import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct FrogDetailPresenterTests {
  private let journal = Journal()
  private let view: FrogDetailRecorderView
  private let interactor: MockFrogDetailInteractor
  private let router: MockFrogDetailRouter
  private let presenter: FrogDetailPresenter

  init() {
    view = FrogDetailRecorderView(journal: journal)
    interactor = MockFrogDetailInteractor(journal: journal)
    router = MockFrogDetailRouter(journal: journal)
    presenter = FrogDetailPresenter(
      frogID: "toad",
      view: view,
      interactor: interactor,
      router: router
    )
  }

  @Test func `shows the frog's name as the title and its location under Info`() async {
    interactor.frog.returns(Frog.guide[2])

    await presenter.viewAppeared()

    expectTranscript(
      journal,
      """
      view.render(.loading)
      interactor.frog(id: "toad")
      view.render(.showing)
        title: "toad", image: "toad"
        section "Info": "location" = "Anywhere"
        section "Feature": button "Ask the Professor"
      """
    )
  }

  @Test func `an unknown frog shows a not-found state, never a default frog`() async {
    interactor.frog.fails(with: .notFound(id: "toad"))

    await presenter.viewAppeared()

    #expect(view.states == [.loading, .notFound(message: "This frog is not in the guide.")])
    expectTranscript(
      journal,
      #"""
      view.render(.loading)
      interactor.frog(id: "toad")
      view.render(.notFound(message: "This frog is not in the guide."))
      """#
    )
  }

  @Test func `says the frog could not be read`() async {
    interactor.frog.fails(with: .unavailable)

    await presenter.viewAppeared()

    #expect(view.states == [.loading, .failed(message: "The frog could not be read. Try again.")])
    expectTranscript(
      journal,
      #"""
      view.render(.loading)
      interactor.frog(id: "toad")
      view.render(.failed(message: "The frog could not be read. Try again."))
      """#
    )
  }

  @Test func `Ask the Professor shows the out-of-service alert, and OK does nothing more`() async {
    await presenter.askProfessorTapped()
    await presenter.alertActionChosen(id: FrogDetailPresenter.okActionID)

    expectTranscript(journal, "router.showOutOfServiceAlert()")
  }
}
