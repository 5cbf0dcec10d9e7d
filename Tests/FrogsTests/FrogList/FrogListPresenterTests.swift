import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct FrogListPresenterTests {
  private let journal = Journal()
  private let view: FrogListRecorderView
  private let interactor: MockFrogListInteractor
  private let router: MockFrogListRouter
  private let presenter: FrogListPresenter

  init() {
    view = FrogListRecorderView(journal: journal)
    interactor = MockFrogListInteractor(journal: journal)
    router = MockFrogListRouter(journal: journal)
    presenter = FrogListPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func `shows the title, then a card per frog in the guide's order`() async {
    interactor.frogsStub.returns(Array(Frog.guide.prefix(2)))

    await presenter.viewAppeared()

    expectTranscript(
      journal,
      """
      view.show(title: "Frogs Guide Book")
      view.render(.loading)
      interactor.frogs()
      view.render(.showing)
        card "blue poison dart frog", image: "blue-poison-dart-frog", id: "blue-poison-dart-frog"
        card "red eyed tree frog", image: "red-eyed-tree-frog", id: "red-eyed-tree-frog"
      """
    )
  }

  @Test func `says so when there are no frogs`() async {
    interactor.frogsStub.returns([])

    await presenter.viewAppeared()

    #expect(view.states == [.loading, .empty])
    expectTranscript(
      journal,
      #"""
      view.show(title: "Frogs Guide Book")
      view.render(.loading)
      interactor.frogs()
      view.render(.empty)
      """#
    )
  }

  @Test func `says the frogs could not be read`() async {
    interactor.frogsStub.fails(with: .unavailable)

    await presenter.viewAppeared()

    #expect(view.states == [.loading, .failed(message: "The frogs could not be read. Try again.")])
    expectTranscript(
      journal,
      #"""
      view.show(title: "Frogs Guide Book")
      view.render(.loading)
      interactor.frogs()
      view.render(.failed(message: "The frogs could not be read. Try again."))
      """#
    )
  }

  @Test func `opens the frog the user chose`() async {
    await presenter.frogSelected(id: "toad")

    expectTranscript(journal, #"router.showFrog(id: "toad")"#)
  }

  @Test func `the help button opens the About sheet`() async {
    await presenter.helpTapped()

    expectTranscript(journal, "router.showAbout()")
  }
}
