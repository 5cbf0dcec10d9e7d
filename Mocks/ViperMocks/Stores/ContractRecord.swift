public import Foundation

/// The entity the `DataStoreContract` stores: it exercises strings, optionals and exact dates.
public struct ContractRecord: Identifiable, Codable, Equatable, Sendable {
  /// The record's unique identifier.
  public let id: String
  /// Text that may hold any Unicode, including emoji and combining marks.
  public var title: String
  /// An optional value, which must round-trip as `nil`.
  public var note: String?
  /// A date with sub-second precision, which must round-trip exactly.
  public var date: Date
  /// An optional decimal number, which must round-trip exactly; `Decimal.nan` cannot be written.
  public var amount: Decimal?

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - id: The unique identifier.
  ///   - title: Any text.
  ///   - note: Optional text.
  ///   - date: Any date.
  ///   - amount: Any decimal number, or `nil`.
  public init(
    id: String,
    title: String,
    note: String? = nil,
    date: Date = Date(timeIntervalSinceReferenceDate: 0),
    amount: Decimal? = nil
  ) {
    self.id = id
    self.title = title
    self.note = note
    self.date = date
    self.amount = amount
  }
}
