/// A parser for classic Gherkin and Markdown with Gherkin that reads specs as Cucumber's does.
///
/// In Markdown, keywords are headings (`# Feature:`, `## Scenario:`, `### Examples:`), steps are
/// list items (`* Given …`), data tables are tables indented 2 to 5 spaces, doc strings are fenced
/// blocks and tags are `` `@tag` `` spans on the line above a heading. Every other line is prose.
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

  /// Parses a spec file.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - uri: The file's path, for locations in errors and warnings.
  /// - Returns: The document with node IDs assigned in Cucumber's order.
  /// - Throws: A `GherkinParseError` naming the line and what was expected there.
  package func parse(_ text: String, uri: String) throws(GherkinParseError) -> GherkinDocument {
    guard let dialect = GherkinDialect.all[language] else {
      throw GherkinParseError(
        uri: uri,
        location: GherkinLocation(line: 1, column: 1),
        message:
          "Unknown language '\(language)'. Use one of: \(GherkinDialect.all.keys.sorted().joined(separator: ", "))."
      )
    }
    var builder = GherkinBuilder(uri: uri, format: format, dialect: dialect)
    let bytes = text.utf8
    var start = bytes.startIndex
    var number = 0
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      var content = bytes[start..<end]
      if content.last == 0x0D { content = content.dropLast() }
      number += 1
      try builder.consume(GherkinLine(Substring(content), number: number))
      start = end == bytes.endIndex ? end : bytes.index(after: end)
    }
    var document = try builder.finish(lineCount: number)
    document.assignIDs()
    return document
  }
}
