/// A spec file after parsing: its document and compiled scenarios, or why it did not parse.
package struct SpecFile: Sendable {
  /// The file's path.
  package let path: String
  /// The document, or the error that stopped the parser.
  package let document: Result<GherkinDocument, GherkinParseError>
  /// The compiled scenarios; empty when the file did not parse.
  package let pickles: [Pickle]
  /// The lines that would let the file pass without checking what it says; each fails the run.
  package var lintErrors: [SpecLintError] = []
}
