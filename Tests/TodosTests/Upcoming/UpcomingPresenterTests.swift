import Foundation
import Testing
import Todos
import TodosMocks
import ViperTesting

@MainActor
@Suite(.harness) struct UpcomingPresenterTests {
  let journal = Journal()
  let view: UpcomingRecorderView
  let interactor: MockUpcomingInteractor
  let router: MockUpcomingRouter
  let clock = TestClock(now: Fixtures.today)

  init() {
    view = UpcomingRecorderView(journal: journal)
    interactor = MockUpcomingInteractor(journal: journal)
    router = MockUpcomingRouter(journal: journal)
  }

  private func presenter(
    settings: CalendarSettings = Fixtures.english,
    clock: (any DateClock)? = nil
  ) -> UpcomingPresenter {
    UpcomingPresenter(
      view: view,
      interactor: interactor,
      router: router,
      clock: clock ?? self.clock,
      settings: settings
    )
  }

  private func item(
    _ number: Int,
    _ title: String,
    _ relation: NearTermDateRelation,
    due: Date = Fixtures.date(2014, 5, 29)
  ) -> UpcomingItem {
    UpcomingItem(id: Fixtures.id(number), title: title, dueDate: due, relation: relation)
  }

  @Test(.tags(.ported)) func `shows the no-content state when nothing is upcoming`() async {
    interactor.upcomingItemsStub.returns([])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.noContent)
      """
    )
  }

  @Test(.tags(.ported)) func `shows an item due today with no day`() async {
    interactor.upcomingItemsStub.returns([item(1, "Get a haircut", .today)])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Today [check]
          "Get a haircut"
      """
    )
  }

  @Test(.tags(.ported)) func `shows an item due tomorrow with its weekday name`() async {
    interactor.upcomingItemsStub.returns([item(1, "Buy groceries", .tomorrow)])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Tomorrow [alarm]
          "Buy groceries" · Thursday
      """
    )
  }

  @Test(.tags(.ported)) func `presents the add form as a modal when plus is tapped`() async {
    await presenter().addTapped()

    expectTranscript(journal, "router.presentAddTodo()")
  }

  @Test func `shows only non-empty sections in the fixed order`() async {
    interactor.upcomingItemsStub.returns([
      item(1, "Plan trip", .nextWeek, due: Fixtures.date(2014, 5, 26)),
      item(2, "Call mom", .today, due: Fixtures.date(2014, 5, 21)),
      item(3, "Pay rent", .laterThisWeek, due: Fixtures.date(2014, 5, 23)),
      item(4, "Book hotel", .nextWeek, due: Fixtures.date(2014, 5, 31)),
    ])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Today [check]
          "Call mom"
        Later This Week [circle]
          "Pay rent" · Friday
        Next Week [calendar]
          "Plan trip" · Monday
          "Book hotel" · Saturday
      """
    )
  }

  @Test(.tags(.regression)) func `speaks japanese when the locale is japanese`() async {
    interactor.upcomingItemsStub.returns([
      item(1, "牛乳を買う", .tomorrow, due: Fixtures.date(2014, 5, 29, 12, in: Fixtures.tokyo))
    ])

    await presenter(settings: Fixtures.japanese).viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        明日 [alarm]
          "牛乳を買う" · 木曜日
      """
    )
  }

  @Test(.tags(.regression)) func `never shows out-of-range items`() async {
    interactor.upcomingItemsStub.returns([
      item(1, "Too late", .outOfRange),
      item(2, "Soon", .tomorrow),
    ])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Tomorrow [alarm]
          "Soon" · Thursday
      """
    )
  }

  @Test(.tags(.regression)) func `shows no content when every item is out of range`() async {
    interactor.upcomingItemsStub.returns([item(1, "Too late", .outOfRange)])

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.noContent)
      """
    )
  }

  @Test func `shows an error when the to-dos cannot be read`() async {
    interactor.upcomingItemsStub.fails(with: .store(.io(path: "todos.json", reason: "gone")))

    await presenter().viewAppeared()

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.failed("The to-dos could not be loaded."))
      """
    )
  }

  @Test func `refreshes the list after the add form saves`() async {
    interactor.upcomingItemsStub.returns([item(1, "New", .today)])

    await presenter().addTodoDidSave(Fixtures.todo(1, "New", due: Fixtures.today))

    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Today [check]
          "New"
      """
    )
  }

  @Test func `leaves the list alone after the add form is cancelled`() async {
    await presenter().addTodoDidCancel()

    expectTranscript(journal, "")
  }

  @Test func `regroups the list when the clock passes midnight`() async {
    let clock = TestClock(now: Fixtures.date(2014, 5, 21, 23, 59), journal: journal)
    let presenter = presenter(clock: clock)
    interactor.upcomingItemsStub.returns(sequence: [
      [item(1, "Buy groceries", .tomorrow)],
      [item(1, "Buy groceries", .today)],
    ])
    await presenter.viewAppeared()
    let refresh = Task { await presenter.keepFresh() }
    await clock.waitUntilSleeping()

    await clock.advance(by: .seconds(60))

    refresh.cancel()
    await refresh.value
    expectTranscript(
      journal,
      """
      interactor.upcomingItems()
      view.render(.sections)
        Tomorrow [alarm]
          "Buy groceries" · Thursday
      clock.sleep(until: 2014-05-22T00:00:00Z)
      interactor.upcomingItems()
      view.render(.sections)
        Today [check]
          "Buy groceries"
      clock.sleep(until: 2014-05-23T00:00:00Z)
      """
    )
  }

  @Test func `stops keeping fresh when its task is cancelled`() async {
    let presenter = presenter()
    let refresh = Task { await presenter.keepFresh() }
    await clock.waitUntilSleeping()

    refresh.cancel()
    await refresh.value

    #expect(clock.sleeperCount == 0)
    expectTranscript(journal, "")
  }
}
