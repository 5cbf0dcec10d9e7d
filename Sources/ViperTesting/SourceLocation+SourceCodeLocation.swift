public import Testing
public import ViperMocks

extension SourceLocation {
  /// Creates a Swift Testing location from an engine location.
  ///
  /// - Parameter location: The engine's location.
  public init(_ location: SourceCodeLocation) {
    self.init(
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}

extension SourceCodeLocation {
  /// Creates an engine location from a Swift Testing location.
  ///
  /// - Parameter location: The Swift Testing location.
  public init(_ location: SourceLocation) {
    self.init(
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}
