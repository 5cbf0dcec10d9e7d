public import Foundation
import ViperCore
import ViperMocks
public import ViperSpec

/// The to-do specs' parameter types, shared steps and catalog: the one place that registers
/// every step library the specs and `viper-spec` use.
///
/// ```swift
/// @Test(arguments: SpecSuite.scenarios(in: "Specs/todos", relativeTo: #filePath))
/// func scenario(_ scenario: ScenarioCase) async {
///   await scenario.run(with: TodosSteps.catalog)
/// }
/// ```
public enum TodosSteps {
  /// Every to-do step library.
  public static var catalog: StepCatalog {
    var catalog = StepCatalog()
    catalog.add(UpcomingSteps.library)
    catalog.add(AddTodoSteps.library)
    catalog.add(TodoListSteps.library)
    catalog.add(TodoDetailSteps.library)
    return catalog
  }

  /// `{date}`: a day written `2014-05-21`, as date components.
  public static let date = ParameterType(name: "date", regex: #"\d{4}-\d{2}-\d{2}"#) { text in
    try day(from: text)
  }

  /// `{time}`: a time of day written `09:30`, as date components.
  public static let time = ParameterType(name: "time", regex: #"\d{2}:\d{2}"#) { text in
    let parts = text.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else {
      throw StepArgumentError("'\(text)' is not a time of day; write it as 09:30.")
    }
    return DateComponents(hour: parts[0], minute: parts[1])
  }

  /// `{weekday}`: a day of the week in English or Japanese, such as `Monday` or `月曜日`.
  public static let weekday = ParameterType(
    name: "weekday",
    regex: "Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|日曜日|月曜日|火曜日|水曜日|木曜日|金曜日|土曜日"
  ) { text in
    let english = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    let japanese = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"]
    guard let index = english.firstIndex(of: text) ?? japanese.firstIndex(of: text),
      let weekday = Weekday(rawValue: index + 1)
    else { throw StepArgumentError("'\(text)' is not a weekday.") }
    return weekday
  }

  /// The parameter types every to-do library registers.
  public static let parameterTypes = [date, time, weekday]

  /// Returns the year, month and day of a `2014-05-21` text.
  ///
  /// - Parameter text: The text.
  /// - Returns: The date components.
  /// - Throws: A `StepArgumentError` for another format.
  public static func day(from text: String) throws -> DateComponents {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else {
      throw StepArgumentError("'\(text)' is not a date; write it as 2014-05-21.")
    }
    return DateComponents(year: parts[0], month: parts[1], day: parts[2])
  }

  /// Adds the steps every to-do world shares: the date, the calendar and the stored to-dos.
  ///
  /// - Parameters:
  ///   - library: The library to add to.
  ///   - todos: A closure that returns the world's shared environment.
  public static func addShared<World>(
    to library: inout StepLibrary<World>,
    todos: @escaping @MainActor @Sendable (World) -> TodosWorld
  ) {
    let setsNow: @MainActor @Sendable (World, DateComponents, DateComponents) throws -> Void = {
      world,
      day,
      time in
      let environment = todos(world)
      environment.clock.set(to: try environment.date(day, at: time))
    }
    let speaksJapanese: @MainActor @Sendable (World) -> Void = { todos($0).useJapanese() }
    let startsWeeks: @MainActor @Sendable (World, Weekday) -> Void = {
      todos($0).startWeeks(on: $1)
    }
    let seeds: @MainActor @Sendable (World, DataTable) async throws -> Void = {
      try await todos($0).seed($1)
    }
    let shows: @MainActor @Sendable (World) -> String = { todos($0).takeTranscript() }
    let storeHolds: @MainActor @Sendable (World, Int) throws -> Void = { world, expected in
      let titles = todos(world).storedTitles()
      guard titles.count == expected else {
        throw StepFailure(
          "Expected the store to hold \(expected) to-do(s), but it holds \(titles.count): \(titles)"
        )
      }
    }
    library.given("today is {date} at {time}", setsNow)
    library.given("today is {date}") { (world, day: DateComponents) in
      let environment = todos(world)
      environment.clock.set(to: try environment.date(day))
    }
    library.given("weeks start on {weekday}", startsWeeks)
    library.given("the app is in Japanese", speaksJapanese)
    library.given("these to-dos", seeds)
    library.given("a to-do {string} due {date}") { (world, title: String, due: DateComponents) in
      let environment = todos(world)
      try await environment.seed(title: title, due: try environment.date(due))
    }
    library.transcript("the recorder shows", shows)
    library.given("the store cannot be read") { world in
      todos(world).store.failNextRead(with: .io(path: "todos.json", reason: "disk unavailable"))
    }
    library.given("the store cannot be written") { world in
      todos(world).store.failNextWrite(with: .io(path: "todos.json", reason: "disk full"))
    }
    library.then("the store holds {int} to-do(s)", storeHolds)
    library.then("保存されたToDoは {int} 件", storeHolds)
    // Japanese phrases for the Japanese specs.
    library.given("今日は {date} {time}", setsNow)
    library.given("アプリは日本語で表示される", speaksJapanese)
    library.given("週の始まりは{weekday}", startsWeeks)
    library.given("次のToDoがある", seeds)
    library.transcript("記録は次のとおり", shows)
  }
}
