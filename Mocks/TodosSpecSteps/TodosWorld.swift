public import Foundation
public import Todos
public import ViperCore
public import ViperMocks
public import ViperSpec

/// The shared environment of the to-do specs: a clock, a store, calendar settings and a journal.
///
/// Each use case's world holds one and assembles its module from it, so a scenario's `Given`
/// steps set the date, the calendar and the stored to-dos before the screen appears.
@MainActor
public final class TodosWorld: SpecWorld {
  /// The journal the recorder view and navigator write to; the running scenario gets what its
  /// doubles report.
  public let journal: Journal
  /// The clock, Wednesday 2014-05-21 12:00 UTC unless a step sets it.
  public let clock: TestClock
  /// The store of to-dos.
  public let store = InMemoryDataStore<Todo>()
  /// The navigator that records routes.
  public let navigator: RecorderNavigator<TodosScreen>
  /// The generator of to-do IDs: 00000000-0000-0000-0000-000000000001 and up.
  public let makeID = IDGenerator.sequential()
  /// The calendar: Sunday-first, US English, UTC unless a step changes it.
  public var settings = CalendarSettings(
    timeZone: TimeZone(identifier: "UTC") ?? .gmt,
    locale: Locale(identifier: "en_US"),
    firstWeekday: .sunday
  )
  private var seededIDs: [String: UUID] = [:]
  /// The words a table's completed column may hold; an empty cell means not completed.
  private static let completedValues = [
    "": false, "no": false, "false": false, "いいえ": false,
    "yes": true, "true": true, "✓": true, "はい": true,
  ]

  /// Creates the environment.
  public init() {
    let journal = Journal(reporter: .testRunner)
    self.journal = journal
    self.navigator = RecorderNavigator(journal: journal)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let start = calendar.date(from: DateComponents(year: 2014, month: 5, day: 21, hour: 12))
    self.clock = TestClock(now: start ?? Date(timeIntervalSince1970: 1_400_673_600))
  }

  /// Returns a date from a `{date}` and an optional `{time}` in the settings' time zone.
  ///
  /// - Parameters:
  ///   - day: The year, month and day.
  ///   - time: The hour and minute; noon when nil.
  /// - Returns: The date.
  /// - Throws: A `StepArgumentError` for a day the calendar does not have.
  public func date(_ day: DateComponents, at time: DateComponents? = nil) throws -> Date {
    var components = day
    components.hour = time?.hour ?? 12
    components.minute = time?.minute ?? 0
    guard let date = settings.calendar.date(from: components),
      settings.calendar.dateComponents([.year, .month, .day], from: date)
        == DateComponents(year: day.year, month: day.month, day: day.day)
    else {
      throw StepArgumentError("\(day) is not a day of the Gregorian calendar.")
    }
    return date
  }

  /// Changes the first day of the week, keeping the time zone and language.
  ///
  /// - Parameter weekday: The first day of the week.
  public func startWeeks(on weekday: Weekday) {
    settings = CalendarSettings(
      timeZone: settings.timeZone,
      locale: settings.locale,
      firstWeekday: weekday
    )
  }

  /// Switches to Japanese and Tokyo time, keeping the first weekday a step may have set.
  public func useJapanese() {
    settings = CalendarSettings(
      timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt,
      locale: Locale(identifier: "ja_JP"),
      firstWeekday: Weekday(rawValue: settings.calendar.firstWeekday) ?? .sunday
    )
  }

  /// Stores a to-do with the next ID.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - dueDate: The due date.
  ///   - isCompleted: Whether it is done.
  /// - Returns: The stored to-do.
  /// - Throws: The store's error.
  @discardableResult
  public func seed(
    title: String,
    due dueDate: Date,
    isCompleted: Bool = false
  ) async throws
    -> Todo
  {
    let todo = Todo(
      id: makeID(),
      title: title,
      isCompleted: isCompleted,
      dueDate: dueDate,
      createdAt: clock.now,
      updatedAt: clock.now
    )
    try await store.insert(todo)
    seededIDs[title] = todo.id
    return todo
  }

  /// Returns the ID of a to-do a step stored, by title.
  ///
  /// - Parameter title: The title.
  /// - Returns: The ID.
  /// - Throws: A `StepArgumentError` when no stored to-do has the title.
  public func id(of title: String) throws -> UUID {
    guard let id = seededIDs[title] else {
      throw StepArgumentError(
        "No to-do titled \"\(title)\" was stored. Add it with 'Given these to-dos' first."
      )
    }
    return id
  }

  /// Stores the to-dos of a table with `title`, `due` and optional `completed` columns, or their
  /// Japanese names `タイトル`, `期限` and `完了`.
  ///
  /// - Parameter table: The table.
  /// - Throws: A `StepArgumentError` for a malformed date, or the store's error.
  public func seed(_ table: DataTable) async throws {
    for row in table.hashes {
      guard let title = row["title"] ?? row["タイトル"] else {
        throw StepArgumentError("The table needs a 'title' (or 'タイトル') column.")
      }
      let due = try TodosSteps.day(from: row["due"] ?? row["期限"] ?? "")
      let completed = row["completed"] ?? row["完了"] ?? ""
      guard let isCompleted = Self.completedValues[completed] else {
        throw StepArgumentError(
          "'\(completed)' in the completed column is neither yes nor no; write yes, no, はい or いいえ."
        )
      }
      try await seed(title: title, due: try date(due), isCompleted: isCompleted)
    }
  }

  /// Marks the view's renders as asserted, for steps that check what the view shows instead of
  /// the transcript; entries of any other double stay for the end-of-scenario check to report.
  public func assertedViewRenders() {
    guard journal.unassertedEntries.allSatisfy({ $0.subject == "view" }) else { return }
    _ = journal.takeUnassertedEntries()
  }

  /// Returns the stored to-dos' titles, in due-date order.
  ///
  /// - Returns: The titles.
  public func storedTitles() -> [String] {
    store.contents.sorted { ($0.dueDate, $0.title) < ($1.dueDate, $1.title) }.map(\.title)
  }
}
