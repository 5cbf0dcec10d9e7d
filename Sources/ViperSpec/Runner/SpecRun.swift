/// The scenarios selected from a set of spec files, ready to run.
///
/// It finds the files, parses them, filters the scenarios by tag expression and records what
/// cannot run: files that do not parse, and the lack of any scenario.
package struct SpecRun: Sendable {
  /// The parsed files, in order.
  package let files: [SpecFile]
  /// The selected scenarios, in file order.
  package let pickles: [Pickle]

  /// Loads the spec files in files and folders.
  ///
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - language: The keywords' language for Markdown files.
  ///   - tags: A tag expression selecting scenarios.
  /// - Throws: A `SpecLoadError` for a missing path.
  package init(
    paths: [String],
    language: String = "en",
    tags: TagExpression = .always
  ) throws(SpecLoadError) {
    files = try SpecLoader.files(in: paths).map { SpecLoader.load($0, language: language) }
    pickles = files.flatMap(\.pickles).filter { tags.matches($0.tagNames) }
    unloadedSpecs = UnloadedSpecCheck.findings(in: paths, language: language)
  }

  /// Files in the spec folders that hold Gherkin but are not named as specs, so never loaded.
  private let unloadedSpecs: [SpecLintError]

  /// The parse errors of files that did not parse.
  package var parseErrors: [GherkinParseError] {
    files.compactMap { file in
      if case .failure(let error) = file.document { error } else { nil }
    }
  }

  /// The lint errors of files that parsed (lines that would let a spec pass silently), and the
  /// files the run never loads although they hold Gherkin.
  package var lintErrors: [SpecLintError] {
    files.flatMap(\.lintErrors) + unloadedSpecs
  }

  /// Returns the message for a run with no scenarios, in three parts.
  ///
  /// - Parameter paths: The paths that were searched.
  /// - Returns: The message.
  package static func noScenariosMessage(in paths: [String]) -> String {
    """
    Expected scenarios in \(paths.joined(separator: ", ")), but found none.

    A spec folder with no scenarios would pass without checking anything.

    To fix, add a .feature.md file with a '## Scenario:' heading, check the path, or loosen the tag expression.
    """
  }
}
