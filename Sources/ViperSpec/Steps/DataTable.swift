/// The table under a step, as the step definition receives it.
///
/// ```swift
/// steps.given("these to-dos") { (world, table: DataTable) in
///   for row in table.hashes {
///     try await world.add(title: row["title"] ?? "", due: row["due"] ?? "")
///   }
/// }
/// ```
public struct DataTable: Equatable, Sendable {
  /// The cell values, row by row, including the header row.
  public let rows: [[String]]

  /// Creates a table.
  ///
  /// - Parameter rows: The cell values, row by row.
  public init(rows: [[String]]) {
    self.rows = rows
  }

  /// The first row's values, which name the columns.
  public var header: [String] { rows.first ?? [] }

  /// Returns every row after the header as a dictionary keyed by column name.
  public var hashes: [[String: String]] {
    rows.dropFirst().map { row in
      Dictionary(zip(header, row).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }
  }
}
