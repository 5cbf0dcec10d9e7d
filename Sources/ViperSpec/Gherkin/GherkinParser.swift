/// A parser for classic Gherkin and Markdown with Gherkin that reads specs as Cucumber's does.
///
/// It is Cucumber's own design: a token matcher tells each line's kind, and a state machine
/// generated from Cucumber's grammar (`GherkinGrammar`) accepts or rejects it, so both parsers
/// read every file the same way or both reject it. In Markdown, keywords are headings
/// (`# Feature:`, `## Scenario:`, `### Examples:`), steps are list items (`* Given …`), data
/// tables are tables indented 2 to 5 spaces, doc strings are fenced blocks and tags are
/// `` `@tag` `` spans on the line above a heading. Every other line is prose.
///
/// ```swift
/// let parser = GherkinParser(format: .markdown)
/// let document = try parser.parse(text, uri: "Specs/todos/add-todo.feature.md")
/// ```
package struct GherkinParser: Sendable {
  /// The spelling of Gherkin to read.
  package var format: GherkinFormat
  /// The keywords' language; classic files may override it with `# language:`.
  package var language: String

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - format: The spelling of Gherkin to read.
  ///   - language: The keywords' language code, such as `en` or `ja`.
  package init(format: GherkinFormat, language: String = "en") {
    self.format = format
    self.language = language
  }

  /// Parses a spec file, numbering its nodes from zero.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - uri: The file's path, for locations in errors and warnings.
  /// - Returns: The document with node IDs assigned in Cucumber's order.
  /// - Throws: A `GherkinParseError` naming the line and what was expected there.
  package func parse(_ text: String, uri: String) throws(GherkinParseError) -> GherkinDocument {
    var nextID = 0
    return try parse(text, uri: uri, nextID: &nextID)
  }

  /// Parses a spec file that continues a stream of files numbered from one counter.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - uri: The file's path, for locations in errors and warnings.
  ///   - nextID: The next node number; on return, the one after the last this file used, even
  ///     when the file is rejected, as Cucumber's count goes on.
  /// - Returns: The document with node IDs assigned in Cucumber's order.
  /// - Throws: A `GherkinParseError` naming the line and what was expected there.
  package func parse(
    _ text: String,
    uri: String,
    nextID: inout Int
  ) throws(GherkinParseError) -> GherkinDocument {
    guard let dialect = GherkinDialect.all[language] else {
      throw GherkinParseError(
        uri: uri,
        location: GherkinLocation(line: 1, column: 1),
        message: GherkinDialect.unknownLanguageMessage(language)
      )
    }
    var run = GherkinParserRun(text: text, format: format, dialect: dialect, nextID: nextID)
    let feature = run.parse()
    nextID = run.nextID
    guard run.errors.isEmpty else { throw GherkinParseError(uri: uri, errors: run.errors) }
    return GherkinDocument(
      uri: uri,
      feature: feature,
      comments: run.comments,
      diagnostics: run.warnings.map {
        GherkinDiagnostic(uri: uri, location: $0.location, message: $0.message)
      },
      nodeCount: nextID
    )
  }
}
