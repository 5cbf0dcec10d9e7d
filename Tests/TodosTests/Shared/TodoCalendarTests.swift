import Foundation
import Testing
import Todos
import ViperTesting

@Suite struct TodoCalendarTests {
  let calendar = TodoCalendar(settings: Fixtures.english)

  private func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    Fixtures.date(year, month, day)
  }

  // MARK: Ported from the originals' calendar tests

  @Test(.tags(.ported)) func `an earlier day is before a later day across a leap day`() {
    #expect(calendar.isDate(date(2004, 2, 29), beforeDayOf: date(2004, 3, 1)))
  }

  @Test(.tags(.ported)) func `a day is not before itself`() {
    #expect(!calendar.isDate(date(2005, 6, 1), beforeDayOf: date(2005, 6, 1)))
  }

  @Test(.tags(.ported)) func `a later day is not before an earlier day`() {
    #expect(!calendar.isDate(date(2006, 4, 16), beforeDayOf: date(2006, 4, 15)))
  }

  @Test(.tags(.ported)) func `equal days compare as the same day`() {
    #expect(calendar.isDate(date(2005, 6, 1), onSameDayAs: date(2005, 6, 1)))
  }

  @Test(.tags(.ported)) func `different days compare as different days`() {
    #expect(!calendar.isDate(date(2005, 6, 1), onSameDayAs: date(2005, 6, 2)))
  }

  @Test(.tags(.ported)) func `next week ends in the same year`() {
    let end = calendar.lastDayOfNextWeek(from: date(2005, 8, 2))

    #expect(calendar.isDate(end, onSameDayAs: date(2005, 8, 13)))
  }

  @Test(.tags(.ported)) func `next week ends in the following year`() {
    let end = calendar.lastDayOfNextWeek(from: date(2005, 12, 27))

    #expect(calendar.isDate(end, onSameDayAs: date(2006, 1, 7)))
  }

  // MARK: Ported from the originals' relative-date tests

  @Test(.tags(.ported)) func `a date before today is out of range`() {
    #expect(calendar.relation(of: date(2000, 1, 1), relativeTo: date(2000, 1, 2)) == .outOfRange)
  }

  @Test(.tags(.ported)) func `today relates as today`() {
    #expect(calendar.relation(of: date(2000, 1, 1), relativeTo: date(2000, 1, 1)) == .today)
  }

  @Test(.tags(.ported)) func `tomorrow in the same week relates as tomorrow`() {
    #expect(calendar.relation(of: date(2004, 1, 3), relativeTo: date(2004, 1, 2)) == .tomorrow)
  }

  @Test(.tags(.ported)) func `tomorrow in the next week relates as next week`() {
    #expect(calendar.relation(of: date(2004, 10, 10), relativeTo: date(2004, 10, 9)) == .nextWeek)
  }

  @Test(.tags(.ported)) func `a date after tomorrow in the same week relates as later this week`() {
    #expect(
      calendar.relation(of: date(2004, 3, 6), relativeTo: date(2004, 3, 2)) == .laterThisWeek
    )
  }

  @Test(.tags(.ported)) func `a date in the week after today relates as next week`() {
    #expect(calendar.relation(of: date(2004, 7, 11), relativeTo: date(2004, 7, 6)) == .nextWeek)
  }

  @Test(.tags(.ported))
  func `a date in the week after today that falls in the next year relates as next week`() {
    #expect(calendar.relation(of: date(2006, 1, 2), relativeTo: date(2005, 12, 29)) == .nextWeek)
  }

  @Test(.tags(.ported)) func `a date beyond next week is out of range`() {
    #expect(
      calendar.relation(of: date(2005, 9, 25), relativeTo: date(2005, 9, 14)) == .outOfRange
    )
  }

  // MARK: Week math for both first weekdays

  /// T today, M tomorrow, L later this week, N next week, - out of range, for today+0 … today+14.
  static let sundayFirstRows: [(Date, String)] = [
    (Fixtures.date(2014, 5, 18), "TMLLLLLNNNNNNN-"),
    (Fixtures.date(2014, 5, 19), "TMLLLLNNNNNNN--"),
    (Fixtures.date(2014, 5, 20), "TMLLLNNNNNNN---"),
    (Fixtures.date(2014, 5, 21), "TMLLNNNNNNN----"),
    (Fixtures.date(2014, 5, 22), "TMLNNNNNNN-----"),
    (Fixtures.date(2014, 5, 23), "TMNNNNNNN------"),
    (Fixtures.date(2014, 5, 24), "TNNNNNNN-------"),
  ]

  static let mondayFirstRows: [(Date, String)] = [
    (Fixtures.date(2014, 5, 18), "TNNNNNNN-------"),
    (Fixtures.date(2014, 5, 19), "TMLLLLLNNNNNNN-"),
    (Fixtures.date(2014, 5, 20), "TMLLLLNNNNNNN--"),
    (Fixtures.date(2014, 5, 21), "TMLLLNNNNNNN---"),
    (Fixtures.date(2014, 5, 22), "TMLLNNNNNNN----"),
    (Fixtures.date(2014, 5, 23), "TMLNNNNNNN-----"),
    (Fixtures.date(2014, 5, 24), "TMNNNNNNN------"),
  ]

  private static func letters(_ settings: CalendarSettings, today: Date) -> String {
    let calendar = TodoCalendar(settings: settings)
    return String(
      (0..<15).map { offset -> Character in
        let day = today.addingTimeInterval(Double(offset) * 86_400)
        switch calendar.relation(of: day, relativeTo: today) {
        case .today: return "T"
        case .tomorrow: return "M"
        case .laterThisWeek: return "L"
        case .nextWeek: return "N"
        case .outOfRange: return "-"
        }
      }
    )
  }

  @Test(arguments: sundayFirstRows)
  func `sunday-first weeks end on saturday`(today: Date, expected: String) {
    #expect(Self.letters(Fixtures.english, today: today) == expected)
  }

  @Test(.tags(.regression), arguments: mondayFirstRows)
  func `monday-first weeks end on sunday and keep buckets and range consistent`(
    today: Date,
    expected: String
  ) {
    #expect(Self.letters(Fixtures.mondayFirst, today: today) == expected)
  }

  @Test(.tags(.regression))
  func `monday-first weeks classify the originals' failing cases by their own weeks`() {
    let calendar = TodoCalendar(settings: Fixtures.mondayFirst)

    #expect(calendar.relation(of: date(2004, 10, 10), relativeTo: date(2004, 10, 9)) == .tomorrow)
    #expect(
      calendar.relation(of: date(2004, 7, 11), relativeTo: date(2004, 7, 6)) == .laterThisWeek
    )
    #expect(calendar.relation(of: date(2005, 9, 25), relativeTo: date(2005, 9, 14)) == .nextWeek)
  }

  @Test(.tags(.regression)) func `monday-first next week ends on a sunday`() {
    let calendar = TodoCalendar(settings: Fixtures.mondayFirst)

    let end = calendar.lastDayOfNextWeek(from: date(2014, 5, 21))

    #expect(calendar.isDate(end, onSameDayAs: date(2014, 6, 1)))
  }

  @Test(.tags(.regression)) func `the same week number in another year is out of range`() {
    #expect(
      calendar.relation(of: date(2014, 12, 31), relativeTo: date(2014, 1, 1)) == .outOfRange
    )
  }

  @Test func `the upcoming range runs from the start of today to the start of the week after next`()
  {
    let range = calendar.upcomingRange(from: Fixtures.today)

    #expect(range.lowerBound == Fixtures.date(2014, 5, 21, 0))
    #expect(range.upperBound == Fixtures.date(2014, 6, 1, 0))
  }

  @Test(.tags(.regression)) func `days are compared in the injected time zone`() {
    let tokyo = TodoCalendar(settings: Fixtures.japanese)
    let morningInTokyo = Fixtures.date(2014, 5, 21, 9, in: Fixtures.tokyo)
    let lateEveningInUTC = Fixtures.date(2014, 5, 21, 23, 30)

    #expect(tokyo.relation(of: lateEveningInUTC, relativeTo: morningInTokyo) == .tomorrow)
    #expect(calendar.relation(of: lateEveningInUTC, relativeTo: Fixtures.today) == .today)
  }

  @Test(
    .tags(.regression),
    arguments: [
      (Fixtures.english, "Thursday"),
      (Fixtures.japanese, "木曜日"),
    ]
  )
  func `weekday names follow the injected locale`(settings: CalendarSettings, expected: String) {
    #expect(TodoCalendar(settings: settings).weekdayName(of: date(2014, 5, 29)) == expected)
  }

  @Test(
    .tags(.regression),
    arguments: [
      (Fixtures.english, "May 29, 2014"),
      (Fixtures.japanese, "2014年5月29日"),
    ]
  )
  func `long dates follow the injected locale`(settings: CalendarSettings, expected: String) {
    #expect(TodoCalendar(settings: settings).longDate(date(2014, 5, 29)) == expected)
  }
}
