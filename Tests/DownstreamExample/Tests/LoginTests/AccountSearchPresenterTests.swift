import Foundation
import Login
import LoginMocks
import Testing
import ViperTesting

@MainActor
@Suite(.harness) struct AccountSearchPresenterTests {
  private let journal = Journal()
  private let view: AccountSearchRecorderView
  private let search: MockAccountSearcher

  init() {
    view = AccountSearchRecorderView(journal: journal)
    search = MockAccountSearcher(journal: journal)
  }

  @Test func `asks once typing pauses, for what was typed last`() async {
    let clock = TestClock(now: Date(timeIntervalSince1970: 0))
    let presenter = AccountSearchPresenter(view: view, search: search, clock: clock.continuous)
    search.accounts.returns(["frog@example.com"])

    async let first: Void = presenter.queryChanged("fr")
    await clock.waitUntilSleeping()
    async let second: Void = presenter.queryChanged("frog")
    await clock.advance(by: .milliseconds(299))
    expectTranscript(journal, "")
    await clock.advance(by: .milliseconds(1))
    _ = await (first, second)

    expectTranscript(
      journal,
      """
      search.accounts(matching: "frog")
      view.show(suggestions: ["frog@example.com"])
      """
    )
  }

  @Test func `with an immediate clock the pause passes at once`() async {
    let clock = ImmediateClock(now: Date(timeIntervalSince1970: 0))
    let presenter = AccountSearchPresenter(view: view, search: search, clock: clock.continuous)
    search.accounts.returns(["frog@example.com", "frogger@example.com"])

    await presenter.queryChanged("frog")

    #expect(clock.now == Date(timeIntervalSince1970: 0.3))
    expectTranscript(
      journal,
      """
      search.accounts(matching: "frog")
      view.show(suggestions: ["frog@example.com", "frogger@example.com"])
      """
    )
  }

  @Test func `a module given one DateClock times the pause on its Clock view`() async {
    let testClock = TestClock(now: Date(timeIntervalSince1970: 0))
    let clock: any DateClock = testClock
    let presenter = AccountSearchPresenter(view: view, search: search, clock: clock.continuous)
    search.accounts.returns(["frog@example.com"])

    async let typed: Void = presenter.queryChanged("frog")
    await testClock.advance(by: .milliseconds(300))
    await typed

    expectTranscript(
      journal,
      """
      search.accounts(matching: "frog")
      view.show(suggestions: ["frog@example.com"])
      """
    )
  }

  @Test func `an emptied field hides the suggestions without waiting`() async {
    let clock = UnimplementedClock(name: "account search")
    let presenter = AccountSearchPresenter(view: view, search: search, clock: clock.continuous)

    await presenter.queryChanged("")

    expectTranscript(journal, "view.show(suggestions: [])")
  }
}
