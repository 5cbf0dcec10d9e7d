/// A line of a spec file that the parser read as prose but that looks like a step: once its
/// dressing is removed, a step phrase of the run's catalog may match it.
///
/// The lint finds candidates without a catalog, when it reads the file; a run that knows its
/// catalog turns those a phrase matches into lint errors (``StepCatalog/lintErrors(for:)``).
package struct StepPhraseCandidate: Equatable, Sendable {
  /// The spec file.
  package let uri: String
  /// The line, from 1.
  package let line: Int
  /// The ways to read the line as a step, most likely first.
  package let readings: [Reading]
  /// The comment that allows the line as prose.
  let allow: String
  /// Where the comment goes: the line above, or above the code or HTML block that holds it.
  var allowPlace = "the line above"

  /// One way to read a prose line as a step.
  package struct Reading: Equatable, Sendable {
    /// The text a phrase would have to match: the line without its dressing or keyword.
    package let stepText: String
    /// Why the parser read the line as prose, as a clause: "it is quoted".
    let reason: String
    /// What to do, as a clause: "write it as '* Then …'".
    let fix: String
  }

  /// Returns the lint error for this line, read as a step a phrase matches.
  ///
  /// - Parameters:
  ///   - reading: The reading of the line that the phrase matches.
  ///   - phrase: The catalog's phrase.
  /// - Returns: The error, in three parts.
  package func lintError(reading: Reading, matching phrase: String) -> SpecLintError {
    SpecLintError(
      uri: uri,
      line: line,
      message: """
        Expected a step, but this line is prose that the step phrase '\(phrase)' matches: \
        \(reading.reason), so it never runs.

        A check written like a step but not read as one lets a spec pass without checking it.

        To fix, \(reading.fix), or put \(allow) on \(allowPlace) if it is prose on purpose.
        """
    )
  }
}
