/// A line and column in a spec file, both counted from one.
package struct GherkinLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The line, counted from one.
  package let line: Int
  /// The column, counted from one.
  package let column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - line: The line, counted from one.
  ///   - column: The column, counted from one.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package var description: String { "\(line):\(column)" }
}
