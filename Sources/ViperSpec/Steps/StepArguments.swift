import ViperMocks

/// What the runner hands a step definition: the captured parameters, the data table and the doc
/// string, which `StepLibrary` turns into the typed parameters of the step's closure.
package struct StepArguments: Sendable {
  /// Remembers whether the definition looked at the table or doc string, shared by copies.
  private final class ReadMark: Sendable {
    let isRead = LockedState(false)
  }

  /// The step's text without its keyword.
  package let text: String
  /// The captured text of each parameter, in order.
  package let captured: [String]
  /// The converted value of each parameter, in order.
  package let values: [any Sendable]
  /// The table under the step, if any.
  package var dataTable: DataTable? {
    readMark.isRead.withLock { $0 = true }
    return table
  }
  /// The doc string under the step, if any.
  package var docString: String? {
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
  package init(
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
  package func value<Value>(_ index: Int, as type: Value.Type) throws(StepArgumentError) -> Value {
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
  package func int(_ index: Int) throws(StepArgumentError) -> Int {
    try value(index, as: Int.self)
  }

  /// Returns a `{float}` parameter.
  ///
  /// - Parameter index: The parameter's position, from zero.
  /// - Returns: The number.
  /// - Throws: A `StepArgumentError` when the parameter is missing or not a number.
  package func double(_ index: Int) throws(StepArgumentError) -> Double {
    try value(index, as: Double.self)
  }

  /// Returns a `{string}`, `{word}` or `{}` parameter.
  ///
  /// - Parameter index: The parameter's position, from zero.
  /// - Returns: The text, without quotes for `{string}`.
  /// - Throws: A `StepArgumentError` when the parameter is missing or not text.
  package func string(_ index: Int) throws(StepArgumentError) -> String {
    try value(index, as: String.self)
  }

  /// Returns the data table, failing the step when it has none.
  ///
  /// - Returns: The table.
  /// - Throws: A `StepArgumentError` that says the step needs a table.
  package func requireDataTable() throws(StepArgumentError) -> DataTable {
    guard let dataTable else {
      throw StepArgumentError("The step '\(text)' needs a table indented under it.")
    }
    return dataTable
  }

  /// Returns the doc string, failing the step when it has none.
  ///
  /// - Returns: The text.
  /// - Throws: A `StepArgumentError` that says the step needs a fenced block.
  package func requireDocString() throws(StepArgumentError) -> String {
    guard let docString else {
      throw StepArgumentError("The step '\(text)' needs a fenced block under it.")
    }
    return docString
  }

  /// Reads the step's values as a closure's parameter types, in order; after the phrase's
  /// parameters, a `DataTable` or `DocString` parameter receives the step's table or block.
  ///
  /// - Parameter types: The closure's parameter types.
  /// - Returns: The values.
  /// - Throws: `StepArgumentError` when a value is of another type or is missing.
  package func typed<each Parameter>(
    _ types: repeat (each Parameter).Type
  ) throws(StepArgumentError) -> (repeat each Parameter) {
    let cursor = Cursor()
    return (repeat try parameter(cursor.next(), as: each types))
  }

  /// Counts the parameters a closure has read.
  private final class Cursor {
    private var position = 0

    func next() -> Int {
      defer { position += 1 }
      return position
    }
  }

  private func parameter<Value>(
    _ position: Int,
    as type: Value.Type
  ) throws(StepArgumentError) -> Value {
    if position < values.count { return try value(position, as: type) }
    if type == DataTable.self, let table = try requireDataTable() as? Value { return table }
    if type == DocString.self, let block = DocString(try requireDocString()) as? Value {
      return block
    }
    throw StepArgumentError(
      "The step's closure takes a \(Value.self) after the phrase's \(values.count) parameter(s); "
        + "only a DataTable or a DocString can follow them."
    )
  }
}
