import ViperMocks

/// What a step definition receives: the captured parameters, the data table and the doc string.
///
/// ```swift
/// steps.when("the user adds {string} due {date}") { world, arguments in
///   try await world.presenter.saveTapped(
///     title: try arguments.string(0), due: try arguments.value(1, as: CalendarDay.self))
/// }
/// ```
public struct StepArguments: Sendable {
  /// Remembers whether the definition looked at the table or doc string, shared by copies.
  private final class ReadMark: Sendable {
    let isRead = LockedState(false)
  }

  /// The step's text without its keyword.
  public let text: String
  /// The captured text of each parameter, in order.
  public let captured: [String]
  /// The converted value of each parameter, in order.
  public let values: [any Sendable]
  /// The table under the step, if any.
  public var dataTable: DataTable? {
    readMark.isRead.withLock { $0 = true }
    return table
  }
  /// The doc string under the step, if any.
  public var docString: String? {
    readMark.isRead.withLock { $0 = true }
    return block
  }
  private let table: DataTable?
  private let block: String?
  private let readMark = ReadMark()

  /// Whether the step has a table or doc string that the definition never read.
  ///
  /// The runner fails such a step, so a table or block in a spec cannot be ignored silently.
  package var hasUnreadArgument: Bool {
    (table != nil || block != nil) && !readMark.isRead.withLock { $0 }
  }

  /// Creates arguments.
  ///
  /// - Parameters:
  ///   - text: The step's text.
  ///   - captured: The captured text of each parameter.
  ///   - values: The converted value of each parameter.
  ///   - dataTable: The table under the step.
  ///   - docString: The doc string under the step.
  public init(
    text: String,
    captured: [String] = [],
    values: [any Sendable] = [],
    dataTable: DataTable? = nil,
    docString: String? = nil
  ) {
    self.text = text
    self.captured = captured
    self.values = values
    self.table = dataTable
    self.block = docString
  }

  /// Returns a parameter's value as the given type.
  ///
  /// - Parameters:
  ///   - index: The parameter's position, from zero.
  ///   - type: The type the parameter type's transform produces.
  /// - Returns: The value.
  /// - Throws: A `StepArgumentError` when there is no such parameter or it has another type.
  public func value<Value>(_ index: Int, as type: Value.Type) throws(StepArgumentError) -> Value {
    guard values.indices.contains(index) else {
      throw StepArgumentError(
        "The step has \(values.count) parameter(s), so there is no parameter \(index)."
      )
    }
    guard let value = values[index] as? Value else {
      throw StepArgumentError(
        "Parameter \(index) ('\(captured[index])') is a \(Swift.type(of: values[index])), not a \(Value.self)."
      )
    }
    return value
  }

  /// Returns an `{int}` parameter.
  ///
  /// - Parameter index: The parameter's position, from zero.
  /// - Returns: The integer.
  /// - Throws: A `StepArgumentError` when the parameter is missing or not an integer.
  public func int(_ index: Int) throws(StepArgumentError) -> Int {
    try value(index, as: Int.self)
  }

  /// Returns a `{float}` parameter.
  ///
  /// - Parameter index: The parameter's position, from zero.
  /// - Returns: The number.
  /// - Throws: A `StepArgumentError` when the parameter is missing or not a number.
  public func double(_ index: Int) throws(StepArgumentError) -> Double {
    try value(index, as: Double.self)
  }

  /// Returns a `{string}`, `{word}` or `{}` parameter.
  ///
  /// - Parameter index: The parameter's position, from zero.
  /// - Returns: The text, without quotes for `{string}`.
  /// - Throws: A `StepArgumentError` when the parameter is missing or not text.
  public func string(_ index: Int) throws(StepArgumentError) -> String {
    try value(index, as: String.self)
  }

  /// Returns the data table, failing the step when it has none.
  ///
  /// - Returns: The table.
  /// - Throws: A `StepArgumentError` that says the step needs a table.
  public func requireDataTable() throws(StepArgumentError) -> DataTable {
    guard let dataTable else {
      throw StepArgumentError("The step '\(text)' needs a table indented under it.")
    }
    return dataTable
  }

  /// Returns the doc string, failing the step when it has none.
  ///
  /// - Returns: The text.
  /// - Throws: A `StepArgumentError` that says the step needs a fenced block.
  public func requireDocString() throws(StepArgumentError) -> String {
    guard let docString else {
      throw StepArgumentError("The step '\(text)' needs a fenced block under it.")
    }
    return docString
  }
}
