/// The two spellings of Gherkin the parser reads.
package enum GherkinFormat: Equatable, Sendable {
  /// Classic Gherkin in a `.feature` file, with `# language:` comments.
  case classic
  /// Markdown with Gherkin in a `.feature.md` file, with headings, bullets and fenced blocks.
  case markdown

  /// Returns the format a file name implies: Markdown for `.md` files, classic otherwise.
  ///
  /// - Parameter path: The file's path or name.
  /// - Returns: The format to parse the file with.
  package static func of(path: String) -> GherkinFormat {
    path.hasSuffix(".md") ? .markdown : .classic
  }
}
