import Foundation
import Tasks
import ViperSpec

extension TaskItem {
  /// Reads the tasks of a step's table: a `title` column, and optional `description`,
  /// `assignee`, `due` (a day, `2026-11-19`, due at noon UTC) and `done` (`yes` or `no`)
  /// columns.
  ///
  /// A task's identifier is its title in lower case, with dashes for spaces, so the same title
  /// in two tables is the same task.
  ///
  /// - Parameter table: The table.
  /// - Returns: The tasks, in the table's order.
  /// - Throws: A `StepFailure` naming the row and the column that cannot be read.
  static func rows(of table: DataTable) throws -> [TaskItem] {
    try table.hashes.enumerated().map { index, row in
      guard let title = row["title"], !title.isEmpty else {
        throw StepFailure("Row \(index + 1) of the tasks has no title; add a title column.")
      }
      return TaskItem(
        id: specID(forTitle: title),
        title: title,
        details: row["description"] ?? "",
        assignee: row["assignee"].flatMap { name in
          name.isEmpty ? nil : Member(id: name.lowercased(), name: name)
        },
        dueDate: try row["due"].flatMap { try dueDate($0, row: index + 1) },
        isDone: try isDone(row["done"], row: index + 1)
      )
    }
  }

  /// The identifier the specs give a task: its title in lower case, with dashes for spaces.
  ///
  /// - Parameter title: The task's title.
  /// - Returns: The identifier, such as `buy-milk`.
  static func specID(forTitle title: String) -> String {
    title.lowercased().split(separator: " ").joined(separator: "-")
  }

  /// The due date the specs mean by a day: noon UTC of it.
  ///
  /// - Parameter text: A day, such as `2026-11-19`.
  /// - Returns: Noon UTC of the day, or `nil` when the text is not a day.
  static func specDueDate(_ text: String) -> Date? {
    guard let day = try? Date.ISO8601FormatStyle().year().month().day().parse(text) else {
      return nil
    }
    return day.addingTimeInterval(12 * 3_600)
  }

  private static func dueDate(_ text: String, row: Int) throws -> Date? {
    guard !text.isEmpty else { return nil }
    guard let date = specDueDate(text) else {
      throw StepFailure("Row \(row)'s due day \"\(text)\" is not a day such as 2026-11-19.")
    }
    return date
  }

  private static func isDone(_ text: String?, row: Int) throws -> Bool {
    switch text {
    case nil, "", "no": false
    case "yes": true
    case let text?:
      throw StepFailure("Row \(row)'s done is \"\(text)\"; write yes or no.")
    }
  }
}
