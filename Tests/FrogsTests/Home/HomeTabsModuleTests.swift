import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct HomeTabsModuleTests {
  private let journal = Journal()

  @Test func `the router switches tabs as navigation values, holding the navigator weakly`() {
    var navigator: RecorderNavigator<FrogsScreen>? = RecorderNavigator(journal: journal)
    let router = HomeTabsRouter(navigator: navigator ?? RecorderNavigator(journal: journal))

    router.select(.setting)
    router.select(.frogsGuide)

    #expect(navigator?.routes == [.selectTab(1), .selectTab(0)])
    expectTranscript(
      journal,
      #"""
      navigator.navigate(.selectTab(1))
      navigator.navigate(.selectTab(0))
      """#
    )
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    router.select(.setting)
  }

  @Test func `wires the parts so a tap on a tab reaches the navigator`() async throws {
    let view = HomeTabsRecorderView(journal: journal)
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)
    HomeTabsModule.assemble(view: view, navigator: navigator)

    await view.appear()
    await view.tap(.setting)

    expectTranscript(
      journal,
      """
      view.show(tabs:)
        tab "Frogs Guide", image: "house.fill"
        tab "Setting", image: "gear"
      navigator.navigate(.selectTab(1))
      """
    )
  }

  @Test func `releasing the view releases the presenter and router`() {
    let navigator = RecorderNavigator<FrogsScreen>(journal: journal)

    expectModuleReleased(withView: HomeTabsRecorderView(journal: journal)) { view in
      let router = HomeTabsRouter(navigator: navigator)
      let presenter = HomeTabsModule.assemble(view: view, router: router)
      return [presenter, router]
    }
  }
}
