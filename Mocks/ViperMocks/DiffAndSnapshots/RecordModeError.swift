/// The error for an unknown value of the record-mode environment variable.
public struct RecordModeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The value that was not understood.
  public let value: String

  /// Creates the error for a value.
  ///
  /// - Parameter value: The value that was not understood.
  public init(value: String) {
    self.value = value
  }

  public var description: String {
    let valid = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    return """
      \(RecordMode.environmentVariable)=\(value) is not a record mode.

      Snapshots are only written when the mode allows it, so an unknown value cannot be guessed.

      To fix, set \(RecordMode.environmentVariable) to one of: \(valid), or unset it.
      """
  }
}
