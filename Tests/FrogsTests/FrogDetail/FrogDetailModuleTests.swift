import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct FrogDetailModuleTests {
  private let journal = Journal()

  @Test func `the interactor finds a frog by its identifier`() async throws {
    let interactor = FrogDetailInteractor(source: GuideFrogs())

    #expect(try await interactor.frog(id: "red-eyed-tree-frog") == Frog.guide[1])
    await #expect(throws: FrogDetailError.notFound(id: "tadpole")) {
      try await interactor.frog(id: "tadpole")
    }
  }

  @Test func `the router shows the original's alert, with one OK button`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)

    FrogDetailRouter(navigator: navigator).showOutOfServiceAlert()

    #expect(
      navigator.routes == [
        .showAlert(
          Alert(
            title: "This feature is out of service",
            message: "Please wait a little longer for service to begin. It may take a few days.",
            actions: [AlertAction(id: FrogDetailPresenter.okActionID, title: "OK")]
          )
        )
      ]
    )
    expectTranscript(
      journal,
      #"""
      navigator.navigate(
        .showAlert(
          Alert(
            title: "This feature is out of service",
            message: "Please wait a little longer for service to begin. It may take a few days.",
            actions: [AlertAction(id: "ok", title: "OK", role: .default)],
          ),
        ),
      )
      """#
    )
  }

  @Test func `wires the parts so the frog shows and asks for the alert`() async throws {
    let view = FrogDetailRecorderView(journal: journal)
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    FrogDetailModule.assemble(
      view: view,
      frogID: "toad",
      source: GuideFrogs(),
      navigator: navigator
    )
    let presenter = try #require(view.presenter)

    await presenter.viewAppeared()
    await presenter.askProfessorTapped()

    #expect(view.states.count == 2)
    #expect(navigator.routes.count == 1)
    expectTranscript(
      journal,
      #"""
      view.render(.loading)
      view.render(.showing)
        title: "toad", image: "toad"
        section "Info": "location" = "Anywhere"
        section "Feature": button "Ask the Professor"
      navigator.navigate(
        .showAlert(
          Alert(
            title: "This feature is out of service",
            message: "Please wait a little longer for service to begin. It may take a few days.",
            actions: [AlertAction(id: "ok", title: "OK", role: .default)],
          ),
        ),
      )
      """#
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)

    expectModuleReleased(withView: FrogDetailRecorderView(journal: journal)) { view in
      let interactor = FrogDetailInteractor(source: GuideFrogs())
      let router = FrogDetailRouter(navigator: navigator)
      let presenter = FrogDetailModule.assemble(
        view: view,
        frogID: "toad",
        interactor: interactor,
        router: router
      )
      return [presenter, interactor, router]
    }
  }
}
