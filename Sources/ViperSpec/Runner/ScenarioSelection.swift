/// The scenarios selected from a set of spec files, ready to run.
///
/// It finds the files, parses them, filters the scenarios by tag expression and records what
/// cannot run: files that do not parse, and the lack of any scenario.
package struct ScenarioSelection: Sendable {
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
  ///   - catalog: The steps the run knows, for the lint of prose lines that read like steps;
  ///     without it, ``stepPhraseCandidates(of:)`` leaves that lint to whoever has the catalog.
  /// - Throws: A `SpecLoadError` for a missing path.
  package init(
    paths: [String],
    language: String = "en",
    tags: TagExpression = .always,
    catalog: StepCatalog? = nil
  ) throws(SpecLoadError) {
    // One counter numbers every file's nodes, as Cucumber numbers a stream of sources, so that
    // IDs are unique across the run (Cucumber Messages refer to them).
    var nextID = 0
    files = try SpecLoader.files(in: paths).map { path in
      let file = SpecLoader.load(path, language: language, nextID: nextID)
      nextID = file.idsEnd
      return file
    }
    pickles = files.flatMap(\.pickles).filter { tags.matches($0.tagNames) }
    unloadedSpecs = UnloadedSpecCheck.findings(in: paths, language: language)
    fileLintErrors = files.flatMap { file in
      let stepPhraseErrors = catalog?.lintErrors(for: file.stepPhraseCandidates) ?? []
      return (file.lintErrors + stepPhraseErrors).sorted { $0.line < $1.line }
    }
  }

  /// Files in the spec folders that hold Gherkin but are not named as specs, so never loaded.
  private let unloadedSpecs: [SpecLintError]
  /// The files' lint errors, the catalog's among them, file by file in line order.
  private let fileLintErrors: [SpecLintError]

  /// The parse errors of files that did not parse.
  package var parseErrors: [GherkinParseError] {
    files.compactMap { file in
      if case .failure(let error) = file.document { error } else { nil }
    }
  }

  /// The lint errors of files that parsed (lines that would let a spec pass silently), and the
  /// files the run never loads although they hold Gherkin.
  package var lintErrors: [SpecLintError] {
    fileLintErrors + unloadedSpecs
  }

  /// The lint errors in a scenario's own lines, from its heading to the next heading: the
  /// scenario fails with them, as the spec writer reads them as part of it.
  ///
  /// - Parameter pickle: A compiled scenario of the run.
  /// - Returns: Its lint errors, in line order.
  package func lintErrors(of pickle: Pickle) -> [SpecLintError] {
    guard !lintErrors.isEmpty else { return [] }
    let owners = lintErrorOwners
    return lintErrors.enumerated().filter { index, error in
      error.uri == pickle.uri && owners[index] != nil && owners[index] == pickle.astNodeIds.first
    }.map(\.element)
  }

  /// The lint errors in no compiled scenario's lines, each of which fails the run on its own.
  ///
  /// They are a file never loaded, a file without scenarios, a description, examples that
  /// compile to no scenario. A finding in a scenario's lines fails that scenario when it runs,
  /// and only then: a shard, a `--name` or a tag expression that leaves the scenario out leaves
  /// it out too.
  package var lintErrorsOfNoScenario: [SpecLintError] {
    let owners = lintErrorOwners
    let compiled = Set(files.flatMap(\.pickles).compactMap(\.astNodeIds.first))
    return lintErrors.enumerated().filter { index, _ in
      owners[index].map { !compiled.contains($0) } ?? true
    }.map(\.element)
  }

  /// The prose lines that read like steps for a scenario's run to check against its catalog:
  /// those in its own lines, and for the file's first selected scenario, those outside any
  /// scenario (a description, a background), so that each is checked once.
  ///
  /// - Parameter pickle: A compiled scenario of the run.
  /// - Returns: The candidates, in line order.
  package func stepPhraseCandidates(of pickle: Pickle) -> [StepPhraseCandidate] {
    guard let file = files.first(where: { $0.path == pickle.uri }),
      !file.stepPhraseCandidates.isEmpty
    else { return [] }
    let headings = Self.headings(of: file)
    let isFirstOfFile = pickles.first { $0.uri == pickle.uri }?.id == pickle.id
    let selected = Set(pickles.compactMap(\.astNodeIds.first))
    return file.stepPhraseCandidates.filter { candidate in
      guard let owner = headings.last(where: { $0.line <= candidate.line })?.scenarioID,
        selected.contains(owner)
      else { return isFirstOfFile }
      return owner == pickle.astNodeIds.first
    }
  }

  /// The ID of the scenario each lint error belongs to, by index, if any.
  private var lintErrorOwners: [String?] {
    let headings = Dictionary(
      files.map { file in (file.path, Self.headings(of: file)) },
      uniquingKeysWith: { first, _ in first }
    )
    return lintErrors.map { error in
      headings[error.uri]?.last { $0.line <= error.line }?.scenarioID
    }
  }

  /// The lines of a file's headings, each with its scenario's ID, or `nil` for a background or
  /// a rule, whose lines belong to no scenario.
  private static func headings(of file: SpecFile) -> [(line: Int, scenarioID: String?)] {
    guard case .success(let document) = file.document, let feature = document.feature else {
      return []
    }
    var headings: [(line: Int, scenarioID: String?)] = []
    if let background = feature.background { headings.append((background.location.line, nil)) }
    for child in feature.children {
      switch child {
      case .scenario(let scenario):
        headings.append((scenario.location.line, scenario.id))
      case .rule(let rule):
        headings.append((rule.location.line, nil))
        if let background = rule.background { headings.append((background.location.line, nil)) }
        for scenario in rule.scenarios { headings.append((scenario.location.line, scenario.id)) }
      }
    }
    return headings.sorted { $0.line < $1.line }
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
