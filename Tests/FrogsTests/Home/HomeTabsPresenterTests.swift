import Frogs
import FrogsMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct HomeTabsPresenterTests {
  private let journal = Journal()
  private let view: HomeTabsRecorderView
  private let router: MockHomeTabsRouter
  private let presenter: HomeTabsPresenter

  init() {
    view = HomeTabsRecorderView(journal: journal)
    router = MockHomeTabsRouter(journal: journal)
    presenter = HomeTabsPresenter(view: view, router: router)
  }

  @Test func `shows the two tabs with their labels and icons`() async {
    await presenter.viewAppeared()

    expectTranscript(
      journal,
      """
      view.show(tabs:)
        tab "Frogs Guide", image: "house.fill"
        tab "Setting", image: "gear"
      """
    )
  }

  @Test func `a tap on the other tab switches to it, and back`() async {
    await presenter.tabTapped(.setting)
    await presenter.tabTapped(.frogsGuide)

    expectTranscript(journal, "router.select(.setting)\nrouter.select(.frogsGuide)")
  }

  @Test func `a tap on the tab already selected changes nothing`() async {
    await presenter.tabTapped(.frogsGuide)
    await presenter.tabTapped(.setting)
    await presenter.tabTapped(.setting)

    expectTranscript(journal, "router.select(.setting)")
  }

  @Test func `keeps the selected tab when the tab bar shows again`() async {
    await presenter.viewAppeared()
    await presenter.tabTapped(.setting)
    await presenter.viewAppeared()
    await presenter.tabTapped(.setting)

    #expect(journal.takeUnassertedEntries().filter { $0.subject == "router" }.count == 1)
  }
}
