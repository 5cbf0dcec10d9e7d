import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct UpcomingRecorderViewTests {
  let journal = Journal()

  @Test(.tags(.ported)) func `records the no-content state`() {
    let view = UpcomingRecorderView(journal: journal)

    view.render(.noContent)

    #expect(view.states == [.noContent])
    expectTranscript(journal, "view.render(.noContent)")
  }

  @Test(.tags(.ported)) func `records sections with their rows`() {
    let view = UpcomingRecorderView(journal: journal)
    let row = UpcomingRow(id: Fixtures.id(1), title: "Buy groceries", dueDay: "Thursday")

    view.render(.sections([UpcomingSection(title: "Tomorrow", imageName: "alarm", rows: [row])]))

    expectTranscript(
      journal,
      """
      view.render(.sections)
        Tomorrow [alarm]
          "Buy groceries" · Thursday
      """
    )
  }

  @Test func `tells the presenter when it appears`() async {
    let view = UpcomingRecorderView(journal: journal)
    let interactor = MockUpcomingInteractor(journal: journal)
    interactor.upcomingItemsStub.returns([])
    UpcomingModule.assemble(
      view: view,
      interactor: interactor,
      router: MockUpcomingRouter(journal: journal),
      clock: TestClock(now: Fixtures.today),
      settings: Fixtures.english
    )

    await view.appear()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.noContent)
      """
    )
  }
}
