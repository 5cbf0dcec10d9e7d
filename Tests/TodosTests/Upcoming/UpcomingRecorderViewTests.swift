import Foundation
import Testing
import Todos
import TodosMocks
import ViperSpec
import ViperSpecTesting

@MainActor
@Suite struct UpcomingRecorderViewTests {
  let journal = Journal()

  @Test func `records the no-content state`() {
    let view = UpcomingRecorderView(journal: journal)

    view.render(.noContent)

    #expect(view.states == [.noContent])
    expectTranscript(journal, "view.render(.noContent)")
  }

  @Test func `records sections with their rows`() {
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
}
