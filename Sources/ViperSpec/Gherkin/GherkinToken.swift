/// A line and what the token matcher made of it.
///
/// A class, because Cucumber's matchers record what they matched on the token itself, and the
/// parser reads that record after trying several matchers in turn, some of them on tokens a
/// lookahead already read.
final class GherkinToken {
  /// The line, or nil at the end of the file.
  let line: GherkinLine?
  /// The line number.
  let lineNumber: Int
  /// The kind the last successful matcher gave the line.
  var kind: GherkinTokenKind?
  /// The text the matcher took from the line, such as a title or a doc string line.
  var text: String?
  /// The keyword, such as `Scenario` or `Given `.
  var keyword: String?
  /// The step keyword's type.
  var keywordType: GherkinStepKeywordType?
  /// The column where the keyword or text starts, counted from one.
  var column: Int?
  /// The tags or table cells, with their columns.
  var items: [(column: Int, text: String)] = []
  /// The language the line was read in.
  var dialectCode = ""

  init(line: GherkinLine?, lineNumber: Int) {
    self.line = line
    self.lineNumber = lineNumber
  }

  var isEOF: Bool { line == nil }

  var location: GherkinLocation {
    GherkinLocation(line: lineNumber, column: column ?? ((line?.indent ?? 0) + 1))
  }
}
