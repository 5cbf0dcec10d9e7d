/// A spec file after parsing: its document and compiled scenarios, or why it did not parse.
package struct SpecFile: Sendable {
  /// The file's path.
  package let path: String
  /// The document, or the error that stopped the parser.
  package let document: Result<GherkinDocument, GherkinParseError>
  /// The compiled scenarios; empty when the file did not parse.
  package let pickles: [Pickle]
}
