/// A place in a source or spec file that a failure points at.
///
/// The engine does not import Swift Testing, so it carries locations in this value; the testing
/// bridge converts them to `SourceLocation`.
public struct SourceCodeLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The module-qualified file identifier, such as `TodosTests/AddTodoTests.swift`.
  public let fileID: String
  /// The full path of the file.
  public let filePath: String
  /// The one-based line number.
  public let line: Int
  /// The one-based column number.
  public let column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - fileID: The module-qualified file identifier.
  ///   - filePath: The full path of the file.
  ///   - line: The one-based line number.
  ///   - column: The one-based column number.
  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var description: String { "\(filePath):\(line):\(column)" }
}
