import Foundation
import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct FrogListModuleTests {
  private let journal = Journal()

  @Test func `wires the parts so the guide's frogs show and lead on`() async throws {
    let view = FrogListRecorderView(journal: journal)
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    FrogListModule.assemble(view: view, source: GuideFrogs(), navigator: navigator)
    let presenter = try #require(view.presenter)

    await presenter.viewAppeared()
    await presenter.frogSelected(id: "toad")
    await presenter.helpTapped()

    #expect(
      view.states.last.map { if case .showing(let cards) = $0 { cards.count } else { 0 } } == 3
    )
    #expect(
      navigator.routes == [
        .push(.frogDetail(id: "toad")), .present(.aboutPage, style: .sheet),
      ]
    )
    expectTranscript(
      journal,
      #"""
      view.show(title: "Frogs Guide Book")
      view.render(.loading)
      view.render(.showing)
        card "blue poison dart frog", image: "blue-poison-dart-frog", id: "blue-poison-dart-frog"
        card "red eyed tree frog", image: "red-eyed-tree-frog", id: "red-eyed-tree-frog"
        card "toad", image: "toad", id: "toad"
      navigator.navigate(.push(.frogDetail(id: "toad")))
      navigator.navigate(
        .present(
          .about(https://github.com/SatoTakeshiX/SwiftUI-VIPER-Architecture-Pattern),
          style: .sheet,
        ),
      )
      """#
    )
  }

  @Test func `the About sheet shows the original sample's repository`() {
    #expect(
      FrogsScreen.aboutPage
        == .about(
          URL(string: "https://github.com/SatoTakeshiX/SwiftUI-VIPER-Architecture-Pattern")
            ?? URL(fileURLWithPath: "/")
        )
    )
  }

  @Test func `releasing the view releases the presenter, interactor and router`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)

    expectModuleReleased(withView: FrogListRecorderView(journal: journal)) { view in
      let interactor = FrogListInteractor(source: GuideFrogs())
      let router = FrogListRouter(navigator: navigator)
      let presenter = FrogListModule.assemble(
        view: view,
        interactor: interactor,
        router: router
      )
      return [presenter, interactor, router]
    }
  }
}
