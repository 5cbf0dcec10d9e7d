import Foundation
import Testing
import ViperTesting

@Suite struct CalendarSettingsTests {
  @Test func `builds a Gregorian calendar from the injected values`() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

    let settings = CalendarSettings(
      timeZone: tokyo,
      locale: Locale(identifier: "ja_JP"),
      firstWeekday: .monday
    )

    #expect(settings.calendar.identifier == .gregorian)
    #expect(settings.calendar.firstWeekday == 2)
    #expect(settings.timeZone == tokyo)
    #expect(settings.locale.identifier == "ja_JP")
    #expect(settings.prefersJapanese)
  }

  @Test func `prefers English for other locales`() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))

    let settings = CalendarSettings(
      timeZone: utc,
      locale: Locale(identifier: "en_US"),
      firstWeekday: .sunday
    )

    #expect(!settings.prefersJapanese)
    #expect(settings.calendar.firstWeekday == 1)
  }
}
