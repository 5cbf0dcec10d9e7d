import Foundation
import Testing
import Todos

@Suite struct UpcomingContractTests {
  let item = UpcomingItem(
    id: Fixtures.id(1),
    title: "Buy groceries",
    dueDate: Fixtures.date(2014, 5, 29),
    relation: .tomorrow
  )

  @Test(.tags(.regression)) func `items that differ only in due date or relation are not equal`() {
    let laterThatDay = UpcomingItem(
      id: item.id,
      title: item.title,
      dueDate: Fixtures.date(2014, 5, 29, 18),
      relation: item.relation
    )
    let nextWeek = UpcomingItem(
      id: item.id,
      title: item.title,
      dueDate: item.dueDate,
      relation: .nextWeek
    )

    #expect(item != laterThatDay)
    #expect(item != nextWeek)
  }

  @Test(.tags(.regression)) func `rows and sections compare every field`() {
    let row = UpcomingRow(id: Fixtures.id(1), title: "Buy groceries", dueDay: "Thursday")
    let section = UpcomingSection(title: "Tomorrow", imageName: "alarm", rows: [row])

    #expect(row != UpcomingRow(id: row.id, title: row.title, dueDay: "Friday"))
    #expect(section != UpcomingSection(title: "Next Week", imageName: "alarm", rows: [row]))
    #expect(section != UpcomingSection(title: "Tomorrow", imageName: "calendar", rows: [row]))
  }
}
