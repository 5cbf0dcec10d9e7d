import Foundation
import Testing
import TodosMocks

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
}
