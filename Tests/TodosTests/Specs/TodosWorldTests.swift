import Foundation
import Testing
import TodosMocks
import TodosSpecSteps
import ViperSpecTesting

@MainActor
@Suite struct TodosWorldTests {
  @Test func `turns a spec date into noon in the world's time zone`() throws {
    let world = TodosWorld()

    let date = try world.date(DateComponents(year: 2014, month: 5, day: 22))

    #expect(date == Fixtures.date(2014, 5, 22))
  }

  @Test(arguments: [(2014, 13, 1), (2014, 2, 30), (2014, 0, 10), (2014, 4, 31)])
  func `refuses a day the calendar does not have`(year: Int, month: Int, day: Int) {
    let world = TodosWorld()

    #expect(throws: (any Error).self) {
      try world.date(DateComponents(year: year, month: month, day: day))
    }
  }

  @Test func `refuses a completed value it does not know`() async {
    let world = TodosWorld()
    let table = DataTable(rows: [["title", "due", "completed"], ["Milk", "2014-05-22", "done"]])

    await #expect(throws: StepArgumentError.self) { try await world.seed(table) }
    #expect(world.store.contents.isEmpty)
  }

  @Test func `keeps Monday-first weeks when the app switches to Japanese`() {
    let world = TodosWorld()
    world.startWeeks(on: .monday)

    world.useJapanese()

    #expect(world.settings.calendar.firstWeekday == 2)
    #expect(world.settings.prefersJapanese)
  }
}
