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
  /// The prose lines that read like steps: lint errors once a phrase of the run's catalog
  /// matches one.
  package var stepPhraseCandidates: [StepPhraseCandidate] = []
  /// The node number after the last one the file used, where the next file of a stream starts.
  ///
  /// Cucumber keeps counting through a file it rejects, as far as it read.
  package var nextID: Int = 0

  /// The node number after this file's nodes and pickles.
  package var idsEnd: Int {
    guard case .success(let document) = document else { return nextID }
    return document.nodeCount + pickles.reduce(0) { $0 + 1 + $1.steps.count }
  }
}
