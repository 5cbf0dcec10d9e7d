/// One change `viper-spec mutate` makes on purpose: where, by which operator, and what to.
package struct Mutant: Equatable, Sendable {
  /// A place in a source file: line and column from 1, the column in characters.
  package struct Position: Equatable, Comparable, Sendable {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in characters.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    package static func < (left: Self, right: Self) -> Bool {
      (left.line, left.column) < (right.line, right.column)
    }
  }

  /// The mutant's number in its run, from 1; the test process switches it on by this number.
  package var id: Int
  /// How it changes the code.
  package var mutationOperator: MutationOperator
  /// The file, relative to the package's root, with `/` between folders.
  package var file: String
  /// Where the changed code starts.
  package var start: Position
  /// Where the changed code ends: the position just after its last character.
  package var end: Position
  /// The code as written.
  package var original: String
  /// The code as the mutant changes it; empty for code it removes.
  package var replacement: String

  /// Creates a mutant.
  package init(
    id: Int,
    mutationOperator: MutationOperator,
    file: String,
    start: Position,
    end: Position,
    original: String,
    replacement: String
  ) {
    self.id = id
    self.mutationOperator = mutationOperator
    self.file = file
    self.start = start
    self.end = end
    self.original = original
    self.replacement = replacement
  }
}
